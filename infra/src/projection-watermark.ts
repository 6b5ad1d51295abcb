import { sql } from 'kysely';
import type { Database, Db } from './db/database';
import { errorFields, log } from './log';

/** The projector's "every projection has passed this position" notification (the position its payload), for processes waiting on it. */
const CHANNEL = 'barteraid_projections';

interface Waiter {
  position: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Whether every projection has applied a position, waiting at most `waitMs` (false then). */
export interface ReadModelProgress {
  reached(position: number, waitMs: number): Promise<boolean>;
}

/**
 * For a reactor that reads the read models (mail, alerts): waits until every projection has applied
 * `position`, and throws when they take longer than `waitMs`, so its batch is tried again.
 */
export async function readModelsAt(progress: ReadModelProgress, position: number, waitMs = 30_000): Promise<void> {
  if (!(await progress.reached(position, waitMs))) throw new Error(`read models have not reached position ${position} yet`);
}

/**
 * Waits (bounded) until every projection checkpoint (not process managers') has reached a position, so a command
 * can answer once its effect is readable. Works whether the projector runs in this process or
 * another; without a projector it returns at the deadline.
 *
 * The projector announces, after each batch, the position every one of its projections has passed
 * (`announceProjectorProgress`, a NOTIFY whose payload is that position). One loop per process
 * keeps the highest announced position and answers every waiting request it covers without a
 * statement: a read of the checkpoint table per request (and another each time the projector took
 * longer than the poll's interval) was the split deployment's most frequent statement. The table
 * is still read: first (the announcements before this process listened are unknown), after an
 * announcement without a position (the listening connection came back, notifications may be lost;
 * a projector of an earlier release), when a request has waited `fallbackMs` with nothing
 * announced (an announcement lost, a checkpoint another process moved), on every wait while the
 * table has no projection row (nothing to wait for), and every `intervalMs` if listening failed.
 */
export function checkpointWatermark(
  database: Pick<Database, 'db' | 'listen'>,
  options: { timeoutMs?: number; intervalMs?: number; fallbackMs?: number } = {},
) {
  const timeoutMs = options.timeoutMs ?? 3000;
  const intervalMs = options.intervalMs ?? 10;
  const fallbackMs = options.fallbackMs ?? 100;
  const waiters = new Set<Waiter>();
  let running = false;
  /** Every projection has passed this position (announced, or read from the table). */
  let known = 0;
  /** The next pass reads the table: nothing read yet, an announcement without a position, or none for fallbackMs. */
  let read = true;
  /** The last read found no projection row: every wait is answered at once, as long as that lasts. */
  let noProjections = false;
  let announced = false;
  let wake: (() => void) | null = null;
  let listening: Promise<unknown> | null = null;
  let polling = false;

  const onAnnouncement = (payload?: string) => {
    const position = payload ? Number(payload) : NaN;
    if (Number.isSafeInteger(position)) known = Math.max(known, position);
    else read = true;
    announced = true;
    wake?.();
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (announced) return resolve();
      const timer = setTimeout(() => {
        read = true;
        done();
      }, polling ? intervalMs : fallbackMs);
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
      // The first read comes after LISTEN, so no announcement falls between the two.
      await listening;
      while (waiters.size > 0) {
        announced = false;
        if (read || noProjections) {
          read = false;
          try {
            const lowest = await lowestCheckpoint(database.db);
            noProjections = lowest.count === 0;
            known = Math.max(known, lowest.position);
          } catch (error) {
            read = true;
            for (const waiter of waiters) waiter.reject(error);
            waiters.clear();
            return;
          }
        }
        for (const waiter of waiters) {
          if (noProjections || known >= waiter.position) {
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

  /** Resolves once `position` is covered, or at the deadline (the caller tells which). */
  async function wait(position: number, waitMs: number): Promise<void> {
    // Already announced: no statement, no wait.
    if (!noProjections && !read && known >= position) return;
    listening ??= database.listen(CHANNEL, onAnnouncement).catch((error: unknown) => {
      // Without the announcements the loop reads the table every intervalMs.
      log.warn('projector progress notifications unavailable; polling', errorFields(error));
      polling = true;
      read = true;
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
      const deadline = setTimeout(() => {
        waiters.delete(waiter);
        resolve();
      }, waitMs);
      waiters.add(waiter);
      if (!running) void loop();
    });
  }

  return {
    async waitFor(position: number | null): Promise<void> {
      // At the deadline the command answers anyway: its effect is stored, only not yet readable.
      if (position !== null) await wait(position, timeoutMs);
    },
    /**
     * Whether every projection has applied `position` within `waitMs`: a reactor that reads the read
     * models (the mail and alert reactors) waits on the same announcements instead of polling the
     * checkpoints, and tries its batch again when this answers false. With no projection row yet
     * (a projector that has not started) nothing has applied anything: it reads the table every
     * `fallbackMs` until the deadline.
     */
    async reached(position: number, waitMs: number): Promise<boolean> {
      const deadline = Date.now() + waitMs;
      for (;;) {
        await wait(position, Math.max(0, deadline - Date.now()));
        if (!noProjections && known >= position) return true;
        if (Date.now() >= deadline) {
          // The table has the last word.
          const lowest = await lowestCheckpoint(database.db);
          known = Math.max(known, lowest.position);
          return lowest.count > 0 && lowest.position >= position;
        }
        // Answered early with nothing projected yet (the loop has just read the table): look again later.
        await new Promise((resolve) => setTimeout(resolve, fallbackMs));
      }
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
 * The projector's side: tells waiting processes the position every projection has now passed, as
 * the payload of a NOTIFY (one at a time; a batch that ends while one is being sent is announced,
 * with the latest position, right after it).
 */
export function announceProjectorProgress(db: Db): (position: number) => void {
  let sending = false;
  let latest = 0;
  let announced = 0;
  const send = (): void => {
    if (sending || latest <= announced) return;
    sending = true;
    const position = latest;
    sql`select pg_notify(${CHANNEL}, ${String(position)})`
      .execute(db)
      .then(
        () => {
          announced = position;
          sending = false;
          send();
        },
        (error: unknown) => {
          // Tried again after the next batch; waiting processes read the table meanwhile (fallbackMs).
          log.warn('projector progress not announced', errorFields(error));
          sending = false;
        },
      );
  };
  return (position: number) => {
    latest = Math.max(latest, position);
    send();
  };
}
