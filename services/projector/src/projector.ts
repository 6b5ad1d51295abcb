import { sql } from 'kysely';
import {
  errorFields,
  log,
  type Db,
  type EventStore,
  type MemberNotification,
  type NotificationBus,
  platformTablesOf,
  PostgresEventStore,
  SealingEventStore,
  type RecordedEvent,
  type Subscription,
  preparedOf,
} from '@barteraid/infra';
import { applyProjected, handlesType, toProjected } from './apply';
import type { ProjectedEvent, Projection, ProjectionTransaction } from './projection';
import { rebuildIntoFreshTables } from './rebuild';
import { projectorDbOf, type ProjectorDb } from './read-models';

/** Projections' rows in the checkpoint table they share with process managers (settlement). */
const PROJECTION = 'projection';

/**
 * Events per committed batch of a rebuild: big enough that a projection's batch path writes a
 * hot row (a lexeme count) rarely, small enough to keep a few batches' rows in memory.
 */
const REBUILD_BATCH = 2000;

/**
 * How many projections a rebuild on PostgreSQL works on at once (the operator command's choice):
 * most projections wait on round trips rather than on a core, so more than the two cores pay;
 * with the rebuild's own connection, half of a default pool of ten.
 */
export const POSTGRES_REBUILD_CONCURRENCY = 4;

/** A projection's checkpoint row is held by another transaction (a rebuild): it catches up alone instead of holding the reader. */
class CheckpointBusy extends Error {
  constructor(name: string) {
    super(`checkpoint of ${name} is locked (a rebuild is running)`);
  }
}

export interface ProjectorOptions {
  db: Db;
  store: EventStore;
  bus: NotificationBus | null;
  projections: readonly Projection[];
  batchSize?: number;
  /** How long a projection that failed a batch waits before trying it again (default 1 s). */
  retryDelayMs?: number;
  /**
   * How many projections a rebuild works on at once, each on a connection of the pool besides
   * the rebuild's own (default 1, one after another: the embedded database has one connection).
   */
  rebuildConcurrency?: number;
  /** Events per committed batch of a rebuild (default 2000). */
  rebuildBatchSize?: number;
  /**
   * Called after each batch, once its notifications are out, with the position every projection
   * has now passed: the split projector announces it to waiting command APIs.
   */
  onProgress?: (settled: number) => void;
  /** Called with each batch of the shared reader once it is committed (the event store benchmark times it). */
  onBatchCommitted?: (batch: readonly RecordedEvent[]) => void;
}

/** A projection that left the shared reader and follows the log alone from its checkpoint. */
interface Alone {
  subscription: Subscription;
  /** A batch is being applied; it is not stopped under it. */
  busy: boolean;
  /** Rejoining the shared reader: batches still delivered to this subscription are left to the reader. */
  leaving: boolean;
}

/**
 * Reads the global log once and hands each batch to every projection that handles one of its
 * event types. One transaction per batch locks the projections' checkpoint rows, skips what each
 * already covers, applies the rest and moves the checkpoints, so a crash anywhere loses nothing and
 * applies nothing twice. If that transaction fails, the batch is applied again in a transaction per
 * projection, so one failing projection cannot hold the others. A projection whose batch fails (or whose checkpoint a rebuild holds) drops
 * out of the shared reader and follows the log alone from its checkpoint, retrying, while the
 * others go on; it rejoins the shared reader once it has reached the reader's position.
 */
export class Projector {
  private reader: Subscription | null = null;
  /** Everything up to here has been handed to the projections riding the shared reader. */
  private readerPosition = 0;
  /** The projections riding the shared reader. */
  private readonly shared = new Set<string>();
  private readonly alone = new Map<string, Alone>();
  /** How far each running projection has got, to hold notifications until every read model shows them. */
  private readonly progress = new Map<string, number>();
  private held: { position: number; notification: MemberNotification }[] = [];
  private waiters: { position: number; resolve: (ok: boolean) => void }[] = [];
  /** Every projection has passed this position and its notifications are out (see settleWaiters). */
  private settled = 0;

  /** The shared connection, typed with every read model the projections write. */
  private readonly db: ProjectorDb;

  constructor(private readonly options: ProjectorOptions) {
    // The projections' statements write and read rows by key: prepared, one plan for every value.
    this.db = projectorDbOf(preparedOf(options.db));
  }

  get projections(): readonly Projection[] {
    return this.options.projections;
  }

  /** The projections currently following the log on their own (after a failure), catching up. */
  get catchingUpAlone(): string[] {
    return [...this.alone.keys()];
  }

  private projection(name: string): Projection {
    const projection = this.options.projections.find((each) => each.name === name);
    if (!projection) throw new Error(`Unknown projection ${name}`);
    return projection;
  }

  async checkpoint(name: string): Promise<number> {
    const row = await this.db
      .selectFrom('checkpoints')
      .select('position')
      .where('kind', '=', PROJECTION)
      .where('name', '=', name)
      .executeTakeFirst();
    return Number(row?.position ?? 0);
  }

  private async ensureCheckpointRows(): Promise<void> {
    for (const projection of this.options.projections) {
      await this.db
        .insertInto('checkpoints')
        .values({ kind: PROJECTION, name: projection.name, position: 0, updated_at: new Date() })
        .onConflict((oc) => oc.columns(['kind', 'name']).doNothing())
        .execute();
    }
  }

  /**
   * Starts the shared reader at the lowest checkpoint: a projection that is further on skips
   * what it already covers, inside its own transaction.
   */
  async start(): Promise<void> {
    await this.ensureCheckpointRows();
    // Every projection's progress is known before any batch runs, so none releases notifications early.
    for (const projection of this.options.projections) this.progress.set(projection.name, await this.checkpoint(projection.name));
    for (const projection of this.options.projections) this.shared.add(projection.name);
    this.readerPosition = this.progress.size === 0 ? 0 : Math.min(...this.progress.values());
    this.settled = this.readerPosition;
    this.reader = this.options.store.subscribeToAll({
      after: this.readerPosition,
      batchSize: this.options.batchSize ?? 500,
      retryDelayMs: this.options.retryDelayMs,
      handle: (batch) => this.handleShared(batch),
      onError: (error) => log.error('projector batch failed; retrying', errorFields(error)),
    });
  }

  async stop(): Promise<void> {
    // The reader first: its batch in flight may still send a projection off alone.
    await this.reader?.stop();
    this.reader = null;
    await Promise.all([...this.alone.values()].map((each) => each.subscription.stop()));
    this.alone.clear();
    this.shared.clear();
    this.progress.clear();
    this.waiters.splice(0).forEach((waiter) => waiter.resolve(false));
    await this.releaseNotifications(true);
  }

  /** Resolves true once every running projection has handled the given position (false at the timeout). */
  async caughtUp(position: number, timeoutMs = 5000): Promise<boolean> {
    if (!this.reader) return true;
    if (this.settled >= position) return true;
    // Wakes the reader at once (as a new event would) rather than at its next poll.
    void this.reader.caughtUp(position, timeoutMs);
    return new Promise<boolean>((resolve) => {
      const waiter = { position, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((each) => each !== waiter);
        resolve(false);
      }, timeoutMs).unref();
    });
  }

  private lowestProgress(): number {
    return this.progress.size === 0 ? Infinity : Math.min(...this.progress.values());
  }

  private advanced(name: string, position: number): void {
    if ((this.progress.get(name) ?? 0) < position) this.progress.set(name, position);
  }

  /**
   * Answers the waiters every projection has now passed. Called after the notifications of those
   * batches were published, so a command's answer never overtakes its own notifications: a gateway
   * in this process (the in-process bus delivers at once) has already acted on them — ended the
   * sessions of a suspended member — when the command's caller hears it is done.
   */
  private settleWaiters(): void {
    const lowest = this.lowestProgress();
    if (lowest !== Infinity) this.settled = Math.max(this.settled, lowest);
    const ready = this.waiters.filter((waiter) => waiter.position <= lowest);
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => waiter.position > lowest);
    for (const waiter of ready) waiter.resolve(true);
  }

  /** One batch of the shared reader, for every projection riding it. It never fails for one projection's sake. */
  private async handleShared(batch: RecordedEvent[]): Promise<void> {
    const last = batch[batch.length - 1]!.position;
    await this.rejoin();
    const riding = this.options.projections.filter((projection) => this.shared.has(projection.name));
    const concerned = riding.filter((projection) => batch.some((event) => handlesType(projection, event.type)));
    try {
      await this.applyTogether(riding, concerned, batch);
    } catch (error) {
      // The shared transaction rolled back for all of them: each tries the batch on its own, so
      // only the projection at fault leaves the reader.
      log.warn('projector batch failed together; applying it projection by projection', errorFields(error));
      await this.applyApart(riding, concerned, batch);
    }
    // The batch's request ids come with the line (the subscription's log context): a request's id finds it.
    log.debug('projector batch applied', { from: batch[0]!.position, to: last, events: batch.length, projections: concerned.map((projection) => projection.name) });
    this.readerPosition = last;
    await this.releaseNotifications(false);
    this.options.onBatchCommitted?.(batch);
  }

  /**
   * The usual path: every riding projection's share of the batch in one transaction, with their
   * checkpoint rows locked and moved by one statement each way, so a batch costs four statements
   * beside the projections' own work however many projections there are. A checkpoint row another
   * transaction holds (a rebuild) is skipped, and its projection catches up alone.
   */
  private async applyTogether(riding: readonly Projection[], concerned: readonly Projection[], batch: RecordedEvent[]): Promise<void> {
    if (riding.length === 0) return;
    const last = batch[batch.length - 1]!.position;
    const notifications: MemberNotification[] = [];
    const locked = await this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('checkpoints')
        .select(['name', 'position'])
        .where('kind', '=', PROJECTION)
        .where('name', 'in', riding.map((projection) => projection.name))
        .forUpdate()
        .skipLocked()
        .execute();
      const checkpoints = new Map(rows.map((row) => [row.name, Number(row.position)]));
      for (const projection of concerned) {
        const checkpoint = checkpoints.get(projection.name);
        if (checkpoint === undefined || last <= checkpoint) continue;
        await this.applyEvents(projection, batch.filter((event) => event.position > checkpoint), trx, notifications);
      }
      if (checkpoints.size > 0) {
        await trx
          .updateTable('checkpoints')
          .set({ position: sql<number>`greatest(position, ${last})`, updated_at: new Date() })
          .where('kind', '=', PROJECTION)
          .where('name', 'in', [...checkpoints.keys()])
          .execute();
      }
      return checkpoints;
    });
    if (this.options.bus) this.held.push(...notifications.map((notification) => ({ position: last, notification })));
    for (const projection of riding) {
      if (locked.has(projection.name)) this.advanced(projection.name, last);
      else await this.leave(projection, new CheckpointBusy(projection.name));
    }
  }

  /** The batch in a transaction per concerned projection, after the shared one failed: a projection that fails leaves the reader. */
  private async applyApart(riding: readonly Projection[], concerned: readonly Projection[], batch: RecordedEvent[]): Promise<void> {
    const last = batch[batch.length - 1]!.position;
    const unconcerned = riding.filter((projection) => !concerned.includes(projection));
    await Promise.all(
      concerned.map(async (projection) => {
        try {
          await this.applyBatch(projection, batch, true, { wait: false });
          this.advanced(projection.name, last);
        } catch (error) {
          await this.leave(projection, error);
        }
      }),
    );
    if (unconcerned.length > 0) {
      // Nothing to apply: the checkpoints move in one statement, so status and read-your-writes see them current.
      const moved = await this.db
        .updateTable('checkpoints')
        .set({ position: sql<number>`greatest(position, ${last})`, updated_at: new Date() })
        .where('kind', '=', PROJECTION)
        .where(
          'name',
          'in',
          this.db
            .selectFrom('checkpoints')
            .select('name')
            .where('kind', '=', PROJECTION)
            .where('name', 'in', unconcerned.map((projection) => projection.name))
            .forUpdate()
            .skipLocked(),
        )
        .returning('name')
        .execute();
      const movedNames = new Set(moved.map((row) => row.name));
      for (const projection of unconcerned) {
        if (movedNames.has(projection.name)) this.advanced(projection.name, last);
        else await this.leave(projection, new CheckpointBusy(projection.name));
      }
    }
  }

  /**
   * Takes back every projection that has caught up alone to where the reader's next batch starts:
   * from then on the reader hands it every batch, and its own subscription stops.
   */
  private async rejoin(): Promise<void> {
    for (const [name, alone] of this.alone) {
      if (alone.busy || (this.progress.get(name) ?? 0) < this.readerPosition) continue;
      alone.leaving = true;
      this.alone.delete(name);
      await alone.subscription.stop();
      this.shared.add(name);
      log.info('projection caught up; back on the shared reader', { projection: name, position: this.progress.get(name) });
    }
  }

  /** Sends a projection off to follow the log alone from its stored checkpoint, retrying its failed batch. */
  private async leave(projection: Projection, error: unknown): Promise<void> {
    // Read first: if even that fails, the projection stays on the reader, which retries the whole batch.
    const after = await this.checkpoint(projection.name);
    // Another projector on the same database (a scaled deployment) may have applied the batch this
    // one was locked out of: the read model is then already as far as the stored checkpoint, and the
    // notifications held here must not wait for an event that this projection will never read again.
    this.advanced(projection.name, after);
    this.shared.delete(projection.name);
    if (error instanceof CheckpointBusy) log.info('projection busy; it catches up alone', { projection: projection.name });
    else log.error('projection batch failed; it catches up alone from its checkpoint', { projection: projection.name, ...errorFields(error) });
    const alone: Alone = { subscription: null as unknown as Subscription, busy: false, leaving: false };
    alone.subscription = this.options.store.subscribeToAll({
      after,
      batchSize: this.options.batchSize ?? 500,
      retryDelayMs: this.options.retryDelayMs,
      handle: async (batch) => {
        if (alone.leaving) return;
        alone.busy = true;
        try {
          await this.applyBatch(projection, batch, true);
          this.advanced(projection.name, batch[batch.length - 1]!.position);
        } finally {
          alone.busy = false;
        }
        await this.releaseNotifications(false);
      },
      onError: (failure) => log.error('projection batch failed; retrying', { projection: projection.name, ...errorFields(failure) }),
    });
    this.alone.set(projection.name, alone);
  }

  /**
   * Applies one batch in one transaction, skipping what the stored checkpoint already covers, and
   * moves the checkpoint to the batch's last position. With `wait: false` a checkpoint row held by
   * another transaction (a rebuild) fails the batch at once (CheckpointBusy) instead of waiting.
   */
  async applyBatch(projection: Projection, batch: RecordedEvent[], publish: boolean, options: { wait?: boolean } = {}): Promise<void> {
    const notifications: MemberNotification[] = [];
    const last = batch[batch.length - 1]!.position;
    await this.db.transaction().execute(async (trx) => {
      const locking = trx
        .selectFrom('checkpoints')
        .select('position')
        .where('kind', '=', PROJECTION)
        .where('name', '=', projection.name)
        .forUpdate();
      const row = await (options.wait === false ? locking.skipLocked() : locking).executeTakeFirst();
      if (!row && options.wait === false) throw new CheckpointBusy(projection.name);
      const checkpoint = Number(row?.position ?? 0);
      if (last <= checkpoint) return;
      const fresh = batch.filter((event) => event.position > checkpoint);
      await this.applyEvents(projection, fresh, trx, notifications);
      await trx
        .updateTable('checkpoints')
        .set({ position: last, updated_at: new Date() })
        .where('kind', '=', PROJECTION)
        .where('name', '=', projection.name)
        .execute();
    });
    if (publish && this.options.bus && notifications.length > 0) {
      this.held.push(...notifications.map((notification) => ({ position: last, notification })));
      // Without a running reader (a direct call) nothing else would release them.
      if (!this.reader) await this.releaseNotifications(true);
    }
  }

  /**
   * A notification leaves only when every projection has passed the batch that caused it, so a
   * client that refreshes on it reads the new state, whichever read model it asks.
   */
  private async releaseNotifications(all: boolean): Promise<void> {
    const everywhere = all ? Infinity : this.lowestProgress();
    const ready = this.held.filter((each) => each.position <= everywhere);
    this.held = this.held.filter((each) => each.position > everywhere);
    if (this.options.bus) {
      for (const { notification } of ready) {
        await this.options.bus.publish(notification).catch((error) => log.warn('notification not published', errorFields(error)));
      }
    }
    this.settleWaiters();
    this.options.onProgress?.(this.settled);
  }

  /** Applies the events of the projection's declared types, in log order (several at once through its batch path). */
  private async applyEvents(
    projection: Projection,
    events: RecordedEvent[],
    trx: ProjectionTransaction,
    notifications: MemberNotification[],
  ): Promise<void> {
    const outbox = { notify: (userId: string, payload: Record<string, unknown>) => notifications.push({ userId, payload }) };
    const handled = events
      .filter((recorded) => handlesType(projection, recorded.type))
      .map(toProjected)
      .filter((event): event is ProjectedEvent => event !== null);
    await applyProjected(projection, handled, trx, outbox);
  }

  /**
   * Where a rebuild reads the log from. A PostgreSQL event store keeps it in this same database,
   * so the rebuild reads it through its own connection (or transaction): the embedded database
   * (PGlite) has a single connection, which the rebuild holds, so a read from outside it would
   * wait forever.
   */
  private logReader(db: Db): Pick<EventStore, 'readAll'> {
    const store = this.options.store instanceof SealingEventStore ? this.options.store.inner : this.options.store;
    if (!(store instanceof PostgresEventStore)) return this.options.store;
    // Its personal data opened with keys read through the same connection, for the same reason.
    const log = new PostgresEventStore({ db, kind: 'postgres', listen: async () => async () => undefined, close: async () => undefined });
    return this.options.store instanceof SealingEventStore ? new SealingEventStore(log, db) : log;
  }

  /**
   * Rebuilds the named projections from the whole log, reading it once for all of them, into
   * fresh copies of their tables that replace the live ones in one transaction at the end (see
   * rebuild.ts). Returns how many events were read. The rebuild runs on one connection of its
   * own: its per-projection advisory locks keep a second rebuild of the same projection out.
   */
  async rebuild(names: string | readonly string[], onProgress?: (position: number) => void): Promise<number> {
    const projections = (typeof names === 'string' ? [names] : names).map((name) => this.projection(name));
    await this.ensureCheckpointRows();
    return this.db.connection().execute((connection) =>
      rebuildIntoFreshTables({
        connection,
        pool: this.db,
        concurrency: this.options.rebuildConcurrency ?? 1,
        projections,
        log: (db) => this.logReader(platformTablesOf(db)),
        batchSize: this.options.rebuildBatchSize ?? REBUILD_BATCH,
        onProgress,
      }),
    );
  }

  /**
   * Replays one projection from the whole log into `schema`, beside its live tables, which stay
   * as they are (see replay.ts for comparing the two). Returns how many events were read.
   */
  async replay(name: string, schema: string, onProgress?: (position: number) => void): Promise<number> {
    const projection = this.projection(name);
    await this.ensureCheckpointRows();
    return this.db.connection().execute((connection) =>
      rebuildIntoFreshTables({
        connection,
        pool: this.db,
        concurrency: 1,
        projections: [projection],
        log: (db) => this.logReader(platformTablesOf(db)),
        batchSize: this.options.rebuildBatchSize ?? REBUILD_BATCH,
        onProgress,
        into: schema,
      }),
    );
  }

  /** Where this projector's log reader reads from inside a transaction of the given database (see logReader). */
  logIn(db: Db): Pick<EventStore, 'readAll'> {
    return this.logReader(db);
  }
}
