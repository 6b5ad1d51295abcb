import type { Db, EventStore } from '@barteraid/infra';
import { allProjections } from './projections';

export interface FollowerStatus {
  name: string;
  kind: 'projection' | 'process';
  /** Null: not started (nothing projected yet). */
  position: number | null;
  behind: number | null;
  updatedAt: Date | null;
}

export interface LogStatus {
  head: number;
  followers: FollowerStatus[];
}

/**
 * Each read model's and process manager's checkpoint against the log's head. The checkpoints are
 * read before the head, so with a server running (PostgreSQL) none is ever shown ahead of the log.
 */
export async function logStatus(db: Db, store: EventStore): Promise<LogStatus> {
  const rows = await db.selectFrom('checkpoints').selectAll().orderBy('name').execute();
  const head = await store.headPosition();
  const of = (position: number | null, updatedAt: Date | null, name: string, kind: FollowerStatus['kind']): FollowerStatus => ({
    name,
    kind,
    position,
    behind: position === null ? null : Math.max(0, head - position),
    updatedAt: updatedAt ? new Date(updatedAt) : null,
  });
  const projections = new Map(rows.filter((row) => row.kind === 'projection').map((row) => [row.name, row] as const));
  return {
    head,
    followers: [
      ...allProjections.map(({ name }) => {
        const row = projections.get(name);
        return of(row ? Number(row.position) : null, row?.updated_at ?? null, name, 'projection');
      }),
      ...rows.filter((row) => row.kind === 'process').map((row) => of(Number(row.position), row.updated_at, row.name, 'process')),
    ],
  };
}

/** One line per follower, as `projector status` and `ops status` print it. */
export function statusLines(status: LogStatus): string[] {
  return status.followers.map((follower) => {
    const label = follower.kind === 'process' ? `${follower.name} (process)` : follower.name;
    const when = follower.updatedAt ? `, last moved ${follower.updatedAt.toISOString()}` : '';
    const state =
      follower.position === null
        ? 'not started (nothing projected yet)'
        : follower.behind === 0
          ? `up to date${when}`
          : `behind: at ${follower.position} of ${status.head}${when}`;
    return `${label.padEnd(22)} ${String(follower.position ?? '-').padStart(8)}  ${state}`;
  });
}
