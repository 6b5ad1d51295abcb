import type { Db } from '../db/database';
import type { EventStore } from '../event-store/port';
import { lagSources, type FollowerLag } from '../metrics/registry';

export interface FollowerWatchOptions {
  db: Db;
  store: Pick<EventStore, 'headPosition' | 'readAll'>;
  /** `projection` rows of the checkpoint table, or a process manager's `process` rows (settlement). */
  kind: FollowerLag['kind'];
  names: readonly string[];
  /** No progress for this long while the log is ahead counts as stalled (PROJECTION_STALL_SECONDS). */
  stallAfterMs: number;
  now?: () => number;
}

interface Seen {
  position: number;
  since: number;
}

/**
 * Watches followers of the log (projections, the settlement reactor) through their stored
 * checkpoints, so it sees the same whichever process runs them: how far behind the head each is
 * (for /metrics), and whether one has stopped moving while the log moved on (for /readyz). It
 * samples on a timer as well as on every probe, so a stall is measured from when it began rather
 * than from the first probe that noticed it.
 */
export class FollowerWatch {
  private readonly seen = new Map<string, Seen>();
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;
  private readonly lagSource = () => this.lag();

  constructor(private readonly options: FollowerWatchOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): this {
    lagSources.add(this.lagSource);
    const every = Math.max(250, Math.min(5_000, this.options.stallAfterMs / 2));
    this.timer = setInterval(() => void this.sample().catch(() => undefined), every);
    this.timer.unref();
    return this;
  }

  stop(): void {
    lagSources.delete(this.lagSource);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async positions(): Promise<Map<string, number>> {
    const rows = await this.options.db
      .selectFrom('checkpoints')
      .select(['name', 'position'])
      .where('kind', '=', this.options.kind)
      .where('name', 'in', [...this.options.names])
      .execute();
    return new Map(rows.map((row) => [row.name, Number(row.position)]));
  }

  /** Reads the checkpoints and the head once, and notes when each checkpoint last moved. */
  private async sample(): Promise<{ head: number; positions: Map<string, number> }> {
    const [positions, head] = await Promise.all([this.positions(), this.options.store.headPosition()]);
    const now = this.now();
    for (const name of this.options.names) {
      const position = positions.get(name) ?? 0;
      const before = this.seen.get(name);
      if (!before || before.position !== position) this.seen.set(name, { position, since: now });
    }
    return { head, positions };
  }

  /** Throws naming every follower that is behind the head and has not moved for the threshold. */
  async check(): Promise<void> {
    const { head } = await this.sample();
    const now = this.now();
    const stalled = this.options.names.filter((name) => {
      const seen = this.seen.get(name)!;
      return seen.position < head && now - seen.since >= this.options.stallAfterMs;
    });
    if (stalled.length > 0) {
      const seconds = Math.round(this.options.stallAfterMs / 1000);
      throw new Error(`stalled (no progress for ${seconds} s while the log is at ${head}): ${stalled.join(', ')}`);
    }
  }

  /** Each follower's distance from the head in events, and the age of the oldest event it has not applied. */
  async lag(): Promise<FollowerLag[]> {
    const { head, positions } = await this.sample();
    const ageAfter = new Map<number, number>();
    for (const position of new Set(positions.values())) {
      if (position >= head) continue;
      const [next] = await this.options.store.readAll({ after: position, maxCount: 1 });
      ageAfter.set(position, next ? Math.max(0, (this.now() - next.createdAt.getTime()) / 1000) : 0);
    }
    return this.options.names.map((name) => {
      const position = positions.get(name) ?? 0;
      return { kind: this.options.kind, name, events: Math.max(0, head - position), seconds: ageAfter.get(position) ?? 0 };
    });
  }
}
