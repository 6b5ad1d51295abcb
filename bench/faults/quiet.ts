/**
 * After the load: every projection has caught up with the log, the settlement reactor has
 * read it all, and no trade shows "settlement in progress" — for two polls in a row with the
 * same log head. Bounded: gives up after the timeout and says so.
 */
import { sql } from 'kysely';
import type { Db } from '@barteraid/infra';
import { allProjections, projectorDbOf } from '@barteraid/projector';

export interface QuietStatus {
  reached: boolean;
  waitedSeconds: number;
  head: number;
  /** The projection furthest behind and its checkpoint. */
  slowestProjection: { name: string; position: number };
  processCheckpoints: Record<string, number>;
  tradesSettling: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function quietStatus(db: Db, startedAt: number): Promise<QuietStatus> {
  const { rows: heads } = await sql<{ head: string | null }>`select max(position) as head from es_events`.execute(db);
  const head = Number(heads[0]?.head ?? 0);
  const rows = await db.selectFrom('checkpoints').select(['kind', 'name', 'position']).execute();
  const checkpoints = new Map(rows.filter((row) => row.kind === 'projection').map((row) => [row.name, Number(row.position)]));
  const slowest = allProjections
    .map((projection) => ({ name: projection.name, position: checkpoints.get(projection.name) ?? 0 }))
    .reduce((a, b) => (b.position < a.position ? b : a));
  const processes = Object.fromEntries(rows.filter((row) => row.kind === 'process').map((row) => [row.name, Number(row.position)]));
  const settling = await projectorDbOf(db).selectFrom('trades').select(sql<number>`count(*)::int`.as('count')).where('settlement', '=', 'in_progress').executeTakeFirstOrThrow();
  return {
    reached: false,
    waitedSeconds: Math.round((Date.now() - startedAt) / 1000),
    head,
    slowestProjection: slowest,
    processCheckpoints: processes,
    tradesSettling: Number(settling.count),
  };
}

export async function waitForQuiet(db: Db, timeoutMs: number, onProgress?: (status: QuietStatus) => void): Promise<QuietStatus> {
  const startedAt = Date.now();
  let previousHead = -1;
  let status: QuietStatus;
  for (;;) {
    status = await quietStatus(db, startedAt);
    const caughtUp =
      status.slowestProjection.position >= status.head &&
      Object.keys(status.processCheckpoints).length > 0 &&
      Object.values(status.processCheckpoints).every((position) => position >= status.head) &&
      status.tradesSettling === 0;
    if (caughtUp && status.head === previousHead) return { ...status, reached: true };
    if (Date.now() - startedAt > timeoutMs) return status;
    onProgress?.(status);
    previousHead = caughtUp ? status.head : -1;
    await pause(1000);
  }
}
