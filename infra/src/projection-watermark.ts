import type { Db } from './db/database';

/**
 * Waits (bounded) until every projection checkpoint (not process managers') has reached a position, so a command
 * can answer once its effect is readable. Reads the checkpoint table, so it works whether
 * the projector runs in this process or another; without a projector it returns at the deadline.
 */
export function checkpointWatermark(db: Db, options: { timeoutMs?: number; intervalMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 3000;
  const intervalMs = options.intervalMs ?? 10;
  return {
    async waitFor(position: number | null): Promise<void> {
      if (position === null) return;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const row = await db
          .selectFrom('checkpoints')
          .select((eb) => [eb.fn.min('position').as('lowest'), eb.fn.countAll().as('count')])
          .where('kind', '=', 'projection')
          .executeTakeFirst();
        if (!row || Number(row.count) === 0 || Number(row.lowest) >= position) return;
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    },
  };
}
