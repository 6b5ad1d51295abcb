import { outsideLogContext, withLogContext } from '../log';
import type { RecordedEvent, SubscribeOptions, Subscription } from './port';

/**
 * What each line logged while a batch is handled carries: the ids of the requests that wrote its
 * events, so a request's id also finds the projector's and the reactor's lines for it.
 */
function batchContext(batch: RecordedEvent[]) {
  const requestIds = [...new Set(batch.flatMap((event) => (event.metadata.requestId ? [event.metadata.requestId] : [])))];
  return { requestId: undefined, requestIds: requestIds.length > 0 ? requestIds : undefined };
}

/**
 * A catch-up subscription shared by adapters that can read the global log in pages:
 * it reads a batch after the checkpoint, awaits the handler, then reads the next one.
 * When the log is exhausted it sleeps until woken (a notification) or the poll interval ends,
 * so a lost notification costs at most one poll interval, never an event.
 */
export function pollingSubscription(
  readAfter: (after: number | null, maxCount: number) => Promise<RecordedEvent[]>,
  options: SubscribeOptions & { pollIntervalMs: number },
  onWakeRegistration: (wake: () => void) => () => void,
): Subscription {
  let checkpoint = options.after;
  let stopped = false;
  let wakeSleeper: (() => void) | null = null;
  let pendingWake = false;
  const waiters: { position: number; resolve: (ok: boolean) => void }[] = [];
  const batchSize = options.batchSize ?? 500;

  const wake = () => {
    pendingWake = true;
    wakeSleeper?.();
  };
  const unregister = onWakeRegistration(wake);

  const settleWaiters = () => {
    for (let i = waiters.length - 1; i >= 0; i--) {
      const waiter = waiters[i]!;
      if (checkpoint !== null && checkpoint >= waiter.position) {
        waiters.splice(i, 1);
        waiter.resolve(true);
      }
    }
  };

  /**
   * Waits for the poll interval, or less when woken. After a failed read or batch only stopping
   * wakes it: new events must not turn the retry pause of a failing handler into a busy loop.
   */
  let stopSleeper: (() => void) | null = null;
  const sleep = (ms: number, options: { wokenByEvents: boolean } = { wokenByEvents: true }) =>
    new Promise<void>((resolve) => {
      if ((options.wokenByEvents && pendingWake) || stopped) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeSleeper = null;
        stopSleeper = null;
        resolve();
      }
      if (options.wokenByEvents) wakeSleeper = done;
      stopSleeper = done;
    });

  // Outside whatever request or batch started the subscription: each batch sets its own context.
  const loop = outsideLogContext(async () => {
    while (!stopped) {
      pendingWake = false;
      let batch: RecordedEvent[];
      try {
        batch = await readAfter(checkpoint, batchSize);
      } catch (error) {
        options.onError?.(error);
        await sleep(options.retryDelayMs ?? 1000, { wokenByEvents: false });
        continue;
      }
      if (batch.length === 0) {
        settleWaiters();
        await sleep(options.pollIntervalMs);
        continue;
      }
      const context = batchContext(batch);
      try {
        await withLogContext(context, () => options.handle(batch));
        checkpoint = batch[batch.length - 1]!.position;
        settleWaiters();
        // A short batch was all there was when it was read: sleep now rather than read an empty
        // page first. An event written since then has woken it already (pendingWake), so this
        // only saves the read that would have found nothing.
        if (batch.length < batchSize) await sleep(options.pollIntervalMs);
      } catch (error) {
        withLogContext(context, () => options.onError?.(error));
        await sleep(options.retryDelayMs ?? 1000, { wokenByEvents: false });
      }
    }
  });

  return {
    async stop() {
      stopped = true;
      stopSleeper?.();
      unregister();
      await loop;
      waiters.splice(0).forEach((waiter) => waiter.resolve(false));
    },
    caughtUp(position, timeoutMs = 10_000) {
      if (checkpoint !== null && checkpoint >= position) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const waiter = { position, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index !== -1) {
            waiters.splice(index, 1);
            resolve(false);
          }
        }, timeoutMs).unref();
        wake();
      });
    },
  };
}
