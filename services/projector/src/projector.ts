import { sql } from 'kysely';
import {
  errorFields,
  log,
  type Db,
  type EventStore,
  type MemberNotification,
  type NotificationBus,
  PostgresEventStore,
  type RecordedEvent,
  type Subscription,
} from '@barteraid/infra';
import { readEventData, type DomainEvent } from '@barteraid/events';
import type { ProjectedEvent, Projection, ProjectionTransaction } from './projection';

function toProjected(recorded: RecordedEvent): ProjectedEvent | null {
  const data = readEventData(recorded.type, recorded.data, recorded.metadata.schemaVersion);
  if (data === null) return null;
  return {
    ...({ type: recorded.type, data } as DomainEvent),
    id: recorded.id,
    streamName: recorded.streamName,
    position: recorded.position,
    createdAt: recorded.createdAt,
    actorId: recorded.metadata.actorId,
  };
}

export interface ProjectorOptions {
  db: Db;
  store: EventStore;
  bus: NotificationBus | null;
  projections: Projection[];
  batchSize?: number;
}

/**
 * Follows the global log once per projection. Each batch is applied and its checkpoint
 * moved in one transaction, so a crash anywhere loses nothing and applies nothing twice.
 */
export class Projector {
  private readonly subscriptions = new Map<string, Subscription>();
  /** How far each running projection has got, to hold notifications until every read model shows them. */
  private readonly progress = new Map<string, number>();
  private held: { position: number; notification: MemberNotification }[] = [];

  constructor(private readonly options: ProjectorOptions) {}

  get projections(): Projection[] {
    return this.options.projections;
  }

  private projection(name: string): Projection {
    const projection = this.options.projections.find((each) => each.name === name);
    if (!projection) throw new Error(`Unknown projection ${name}`);
    return projection;
  }

  async checkpoint(name: string): Promise<number> {
    const row = await this.options.db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('projection', '=', name)
      .executeTakeFirst();
    return Number(row?.position ?? 0);
  }

  private async ensureCheckpointRows(): Promise<void> {
    for (const projection of this.options.projections) {
      await this.options.db
        .insertInto('projection_checkpoints')
        .values({ projection: projection.name, position: 0, updated_at: new Date() })
        .onConflict((oc) => oc.column('projection').doNothing())
        .execute();
    }
  }

  async start(): Promise<void> {
    await this.ensureCheckpointRows();
    // Every projection's progress is known before any batch runs, so none releases notifications early.
    for (const projection of this.options.projections) this.progress.set(projection.name, await this.checkpoint(projection.name));
    for (const projection of this.options.projections) {
      const after = this.progress.get(projection.name)!;
      const subscription = this.options.store.subscribeToAll({
        after,
        batchSize: this.options.batchSize ?? 500,
        handle: async (batch) => {
          await this.applyBatch(projection, batch, true);
          this.progress.set(projection.name, batch[batch.length - 1]!.position);
          await this.releaseNotifications(false);
        },
        onError: (error) => log.error('projection batch failed; retrying', { projection: projection.name, ...errorFields(error) }),
      });
      this.subscriptions.set(projection.name, subscription);
    }
  }

  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((subscription) => subscription.stop()));
    this.subscriptions.clear();
    this.progress.clear();
    await this.releaseNotifications(true);
  }

  /** Resolves true once every running projection has handled the given position. */
  async caughtUp(position: number, timeoutMs = 5000): Promise<boolean> {
    const results = await Promise.all([...this.subscriptions.values()].map((each) => each.caughtUp(position, timeoutMs)));
    return results.every(Boolean);
  }

  /** Applies one batch in one transaction, skipping what the stored checkpoint already covers. */
  async applyBatch(projection: Projection, batch: RecordedEvent[], publish: boolean): Promise<void> {
    const notifications: MemberNotification[] = [];
    await this.options.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('projection_checkpoints')
        .select('position')
        .where('projection', '=', projection.name)
        .forUpdate()
        .executeTakeFirst();
      const checkpoint = Number(row?.position ?? 0);
      const fresh = batch.filter((event) => event.position > checkpoint);
      if (fresh.length === 0) return;
      await this.applyEvents(projection, fresh, trx, notifications);
      await trx
        .updateTable('projection_checkpoints')
        .set({ position: fresh[fresh.length - 1]!.position, updated_at: new Date() })
        .where('projection', '=', projection.name)
        .execute();
    });
    if (publish && this.options.bus && notifications.length > 0) {
      const position = batch[batch.length - 1]!.position;
      this.held.push(...notifications.map((notification) => ({ position, notification })));
      // Without running subscriptions (a direct call) nothing else would release them.
      if (this.subscriptions.size === 0) await this.releaseNotifications(true);
    }
  }

  /**
   * A notification leaves only when every projection has passed the batch that caused it, so a
   * client that refreshes on it reads the new state, whichever read model it asks.
   */
  private async releaseNotifications(all: boolean): Promise<void> {
    if (this.held.length === 0 || !this.options.bus) return;
    const everywhere = all || this.progress.size === 0 ? Infinity : Math.min(...this.progress.values());
    const ready = this.held.filter((each) => each.position <= everywhere);
    if (ready.length === 0) return;
    this.held = this.held.filter((each) => each.position > everywhere);
    for (const { notification } of ready) {
      await this.options.bus.publish(notification).catch((error) => log.warn('notification not published', errorFields(error)));
    }
  }

  private async applyEvents(
    projection: Projection,
    events: RecordedEvent[],
    trx: ProjectionTransaction,
    notifications: MemberNotification[],
  ): Promise<void> {
    const outbox = { notify: (userId: string, payload: Record<string, unknown>) => notifications.push({ userId, payload }) };
    for (const recorded of events) {
      const event = toProjected(recorded);
      if (event) await projection.apply(event, trx, outbox);
    }
  }

  /**
   * Where a rebuild reads the log from. A PostgreSQL event store keeps it in this same database,
   * so the rebuild reads it through its own transaction: the embedded database (PGlite) has a
   * single connection, which the open transaction holds, so a read from outside it would wait forever.
   */
  private logReader(trx: ProjectionTransaction): Pick<EventStore, 'readAll'> {
    if (!(this.options.store instanceof PostgresEventStore)) return this.options.store;
    return new PostgresEventStore({ db: trx, kind: 'postgres', listen: async () => async () => undefined, close: async () => undefined });
  }

  /**
   * Empties the projection's tables and replays the whole log into them in one transaction.
   * The checkpoint row stays locked meanwhile, so a live projector waits and then skips what was replayed.
   */
  async rebuild(name: string, onProgress?: (position: number) => void): Promise<number> {
    const projection = this.projection(name);
    await this.ensureCheckpointRows();
    return this.options.db.transaction().execute(async (trx) => {
      await trx.selectFrom('projection_checkpoints').select('position').where('projection', '=', name).forUpdate().execute();
      for (const table of projection.tables) await sql`delete from ${sql.table(table)}`.execute(trx);
      let after = 0;
      let count = 0;
      const ignored: MemberNotification[] = [];
      const log = this.logReader(trx);
      for (;;) {
        const batch = await log.readAll({ after, maxCount: 1000 });
        if (batch.length === 0) break;
        await this.applyEvents(projection, batch, trx, ignored);
        ignored.length = 0;
        after = batch[batch.length - 1]!.position;
        count += batch.length;
        onProgress?.(after);
      }
      await trx
        .updateTable('projection_checkpoints')
        .set({ position: after, updated_at: new Date() })
        .where('projection', '=', name)
        .execute();
      return count;
    });
  }
}
