import { sql } from 'kysely';
import type { Database, Db } from './db/database';
import { errorFields, log } from './log';

/** The projector's "checkpoints moved" notification, for processes waiting on them. */
const CHANNEL = 'barteraid_projections';

interface Waiter {
  position: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Waits (bounded) until every projection checkpoint (not process managers') has reached a position, so a command
 * can answer once its effect is readable. Reads the checkpoint table, so it works whether
 * the projector runs in this process or another; without a projector it returns at the deadline.
 *
 * One loop per process serves every waiting request: it reads the lowest checkpoint once for all of
 * them, then sleeps until the projector announces progress (`announceProjectorProgress`, a NOTIFY
 * after each batch) or `intervalMs` passes, whichever is first — rather than each request polling
 * on its own every `intervalMs`, which added up to that much to every answer and a query per
 * waiting request each time.
 */
export function checkpointWatermark(database: Pick<Database, 'db' | 'listen'>, options: { timeoutMs?: number; intervalMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 3000;
  const intervalMs = options.intervalMs ?? 10;
  const waiters = new Set<Waiter>();
  let running = false;
  let announced = false;
  let wake: (() => void) | null = null;
  let listening: Promise<unknown> | null = null;

  const onAnnouncement = () => {
    announced = true;
    wake?.();
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (announced) return resolve();
      const timer = setTimeout(done, intervalMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function loop() {
    running = true;
    try {
      while (waiters.size > 0) {
        announced = false;
        let lowest: { position: number; count: number };
        try {
          lowest = await lowestCheckpoint(database.db);
        } catch (error) {
          for (const waiter of waiters) waiter.reject(error);
          waiters.clear();
          return;
        }
        for (const waiter of waiters) {
          if (lowest.count === 0 || lowest.position >= waiter.position) {
            waiters.delete(waiter);
            waiter.resolve();
          }
        }
        if (waiters.size > 0) await sleep();
      }
    } finally {
      running = false;
    }
  }

  return {
    async waitFor(position: number | null): Promise<void> {
      if (position === null) return;
      listening ??= database.listen(CHANNEL, onAnnouncement).catch((error: unknown) => {
        // Without the announcements the loop still polls every intervalMs.
        log.warn('projector progress notifications unavailable; polling', errorFields(error));
        listening = null;
      });
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          position,
          resolve: () => {
            clearTimeout(deadline);
            resolve();
          },
          reject: (error) => {
            clearTimeout(deadline);
            reject(error);
          },
        };
        // At the deadline the command answers anyway: its effect is stored, only not yet readable.
        const deadline = setTimeout(() => {
          waiters.delete(waiter);
          resolve();
        }, timeoutMs);
        waiters.add(waiter);
        if (!running) void loop();
      });
    },
  };
}

async function lowestCheckpoint(db: Db): Promise<{ position: number; count: number }> {
  const row = await db
    .selectFrom('checkpoints')
    .select((eb) => [eb.fn.min('position').as('lowest'), eb.fn.countAll().as('count')])
    .where('kind', '=', 'projection')
    .executeTakeFirst();
  return { position: Number(row?.lowest ?? 0), count: Number(row?.count ?? 0) };
}

/**
 * The projector's side: tells waiting processes its checkpoints moved (one NOTIFY at a time; a batch
 * that ends while one is being sent is announced right after it).
 */
export function announceProjectorProgress(db: Db): () => void {
  let sending = false;
  let again = false;
  const send = (): void => {
    if (sending) {
      again = true;
      return;
    }
    sending = true;
    again = false;
    sql`select pg_notify(${CHANNEL}, '')`
      .execute(db)
      .catch((error: unknown) => log.warn('projector progress not announced', errorFields(error)))
      .finally(() => {
        sending = false;
        if (again) send();
      });
  };
  return send;
}
