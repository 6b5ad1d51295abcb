import { sql } from 'kysely';
import { failpoint, type EventStore, type RecordedEvent } from '@barteraid/infra';
import type { ProjectorDb } from './read-models';
import { applyProjected, handlesType, toProjected } from './apply';
import type { Outbox, ProjectedEvent, Projection, ProjectionTransaction } from './projection';

/** Projections' rows in the checkpoint table they share with process managers (settlement). */
const PROJECTION = 'projection';

export interface RebuildOptions {
  /** One connection of its own: the rebuild's advisory locks live as long as it does. */
  connection: ProjectorDb;
  /**
   * Where the projections' work runs, in transactions of their own, up to `concurrency` at once;
   * with one (the embedded database has a single connection, which `connection` holds) it all
   * runs one step after another on `connection`.
   */
  pool: ProjectorDb;
  concurrency: number;
  projections: readonly Projection[];
  /** Where the log is read (through the rebuild's own connection on PostgreSQL, see Projector.logReader). */
  log: (db: ProjectorDb) => Pick<EventStore, 'readAll'>;
  batchSize: number;
  onProgress?: (position: number) => void;
  /**
   * Replay instead of rebuild: the copies end up in this schema (replaced if a replay made it
   * before) beside the live tables, which stay as they are, and so do the checkpoints. The
   * schema's comment records the position replayed through (see replay.ts).
   */
  into?: string;
}

/** An index or a constraint of a live table, to be created again on its fresh copy. */
interface IndexOf {
  name: string;
  method: string;
  unique: boolean;
  partial: boolean;
  definition: string;
  constraintName: string | null;
  constraintDefinition: string | null;
}

/** What the catalog says about a live table: enough to make an empty copy of the same shape. */
interface LiveTable {
  table: string;
  home: string | null;
  reloptions: string[] | null;
  grants: { grantee: string; privilege: string; grantable: boolean }[];
  indexes: IndexOf[];
}

/** A table a projection owns, and the fresh copy it is rebuilt into. */
interface Rebuilding {
  table: string;
  /** The schema the live table sits in (where the copy moves at the end). */
  home: string;
  shadow: string;
  /**
   * Indexes created once the rows are in, being far cheaper built in one go than kept up row by
   * row: text-search and trigram indexes, and partial ones. Both serve readers' searches and
   * filtered lists; a projection finds its rows by key, which the unique and plain btree indexes
   * (made with the copy) serve, so its lookups do not turn into scans during the rebuild.
   */
  deferred: string[];
}

/** Notifications are never published from a rebuild: they went out when the events were new. */
const silent: Outbox = { notify: () => undefined };

const shadowSchema = (projection: Projection) => `rebuild_${projection.name}`;
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = (schema: string, table: string) => sql`${sql.id(schema)}.${sql.id(table)}`;
const handlesAny = (projection: Projection, events: readonly ProjectedEvent[]) => events.some((event) => handlesType(projection, event.type));

/**
 * Rebuilds projections from the whole log into fresh copies of their tables, then swaps the
 * copies in, in one short transaction. For each projection, at its own pace:
 * 1. at its first event in the log, a schema of its own (`rebuild_<name>`) gets empty copies of
 *    its tables: same columns, defaults, generated columns, constraints, storage options and
 *    grants, and the indexes it looks its rows up by (the others come at step 3);
 * 2. every batch of the log holding one of its events is applied in a transaction that commits,
 *    with `search_path` pointing at its schema only, so its unchanged code writes the copies and
 *    could not touch a live table (or read another read model's) if it tried. A projection with
 *    a batch path gets the whole batch at once;
 * 3. the deferred indexes are built and the copies analyzed, so the planner knows them.
 * The log is read once for all of them, a few batches ahead of the slowest, so a light projection
 * is done early and never holds the others up; with `concurrency` above one several work at once.
 * Then one transaction locks the projections' checkpoint rows (a live projector waits for it,
 * see Projector), applies what the log gained meanwhile, drops the live tables, moves the copies
 * into their place (their indexes keep the live ones' names), empties the tables of projections
 * the log has no event for, and sets the checkpoints.
 *
 * Readers see the old tables until that commit and the new ones after it, never a half-built
 * one; live projection keeps the old tables current until then. A rebuild that dies leaves the
 * live tables as they were (and perhaps its schemas, which the next rebuild drops first). A
 * session advisory lock per projection keeps two rebuilds of one projection apart.
 */
export async function rebuildIntoFreshTables(options: RebuildOptions): Promise<number> {
  const { connection: db, projections } = options;
  const names = projections.map((projection) => projection.name);
  const { rows: locks } = await sql<{ name: string; locked: boolean }>`
    select name, pg_try_advisory_lock(hashtext('barteraid rebuild'), hashtext(name)) as locked from unnest(${names}::text[]) as name`.execute(db);
  const busy = locks.find((lock) => !lock.locked);
  if (busy) {
    await unlock(db, locks.filter((lock) => lock.locked).map((lock) => lock.name));
    throw new Error(`The ${busy.name} read model is already being rebuilt by another process.`);
  }
  const parallel = options.concurrency > 1;
  const lanes = new Lanes(parallel ? options.concurrency : 1);
  /** One unit of work in a transaction of its own, when a lane is free. */
  const inTransaction = <T>(work: (trx: ProjectionTransaction) => Promise<T>) =>
    lanes.run(() =>
      (parallel ? options.pool : db).transaction().execute(async (trx) => {
        // Copies lost in a crash are dropped by the next rebuild anyway: their commits need not wait for the disk.
        await sql`set local synchronous_commit = off`.execute(trx);
        return work(trx);
      }),
    );
  const intoCopies = (trx: ProjectionTransaction, projection: Projection) =>
    sql`select set_config('search_path', ${quoteIdent(shadowSchema(projection))}, true)`.execute(trx);

  try {
    // On the rebuild's own connection, which runs one thing at a time: never inside another's transaction.
    const log = new ReadAhead((after) => options.log(db).readAll({ after, maxCount: options.batchSize }), projections.length);
    // Opens the lanes' connections while the first batch is read, rather than after.
    if (parallel) void settleAll(Array.from({ length: options.concurrency }, () => inTransaction(async () => undefined))).catch(() => undefined);
    const copies = new Map<Projection, Rebuilding[]>();
    let failed = false;
    await settleAll(
      projections.map(async (projection, reader) => {
        try {
          for (let index = 0; !failed; index++) {
            const batch = await log.batch(index);
            if (!batch) break;
            if (handlesAny(projection, batch.events)) {
              if (!copies.has(projection)) {
                // On the rebuild's own connection, which is open already, while the lanes open theirs.
                copies.set(projection, await db.transaction().execute((trx) => prepareCopies(trx, projection, { deferIndexes: true })));
              }
              await inTransaction(async (trx) => {
                await intoCopies(trx, projection);
                await applyProjected(projection, batch.events, trx, silent);
              });
              failpoint('projector.rebuild.after-batch');
            }
            if (log.done(index, reader)) options.onProgress?.(batch.last);
          }
          if (failed) return;
          await settleAll(
            (copies.get(projection) ?? []).map(async (copy) => {
              // A table's indexes are built at once (they do not lock each other out); its statistics after them.
              await settleAll(copy.deferred.map((definition) => inTransaction((trx) => sql.raw(definition).execute(trx))));
              await inTransaction((trx) => sql`analyze ${qualified(copy.shadow, copy.table)}`.execute(trx));
            }),
          );
        } catch (error) {
          // The others stop at their next batch rather than write copies about to be dropped.
          failed = true;
          log.stop();
          throw error;
        }
      }),
    );

    let after = log.last;
    let events = log.events;
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('checkpoints').select('name').where('kind', '=', PROJECTION).where('name', 'in', names).forUpdate().execute();
      // What the log gained since the last batch, applied under the checkpoint locks: nothing is left between the copies and the live projector.
      const searchPath = (await sql<{ path: string }>`select current_setting('search_path') as path`.execute(trx)).rows[0]!.path;
      for (;;) {
        const tail = await options.log(trx).readAll({ after, maxCount: options.batchSize });
        if (tail.length === 0) break;
        const parsed = tail.map(toProjected).filter((event): event is ProjectedEvent => event !== null);
        for (const projection of projections.filter((each) => handlesAny(each, parsed))) {
          // Its first event came late: its copies are made here, indexes and all (they are nearly empty).
          if (!copies.has(projection)) copies.set(projection, await prepareCopies(trx, projection, { deferIndexes: false }));
          await intoCopies(trx, projection);
          await applyProjected(projection, parsed, trx, silent);
          // The live tables again, for the next copies, the log and the swap.
          await sql`select set_config('search_path', ${searchPath}, true)`.execute(trx);
        }
        after = tail[tail.length - 1]!.position;
        events += tail.length;
        options.onProgress?.(after);
      }
      if (options.into !== undefined) {
        await keepReplay(trx, options.into, projections, copies, after);
        return;
      }
      failpoint('projector.rebuild.before-swap');
      // A projection the log has no event for has an empty read model.
      const emptied = projections.filter((projection) => !copies.has(projection)).flatMap((projection) => projection.tables);
      if (emptied.length > 0) await sql`truncate ${sql.join(emptied.map((table) => sql.table(table)))}`.execute(trx);
      const swapped = [...copies.values()].flat();
      if (swapped.length > 0) await sql`drop table ${sql.join(swapped.map((copy) => qualified(copy.home, copy.table)))}`.execute(trx);
      for (const copy of swapped) await sql`alter table ${qualified(copy.shadow, copy.table)} set schema ${sql.id(copy.home)}`.execute(trx);
      if (copies.size > 0) await sql`drop schema ${sql.join([...copies.keys()].map((projection) => sql.id(shadowSchema(projection))))}`.execute(trx);
      await trx
        .updateTable('checkpoints')
        .set({ position: after, updated_at: new Date() })
        .where('kind', '=', PROJECTION)
        .where('name', 'in', names)
        .execute();
    });
    return events;
  } finally {
    // After a failure the copies go (and those a rebuild that died left), the live tables stay as they were.
    await sql`drop schema if exists ${sql.join(projections.map((projection) => sql.id(shadowSchema(projection))))} cascade`.execute(db);
    await unlock(db, names);
  }
}

/** What a replay's schema comment says: the projections replayed and the position they reached. */
export const replayComment = (names: readonly string[], position: number) => `replay of ${names.join(',')} through ${position}`;

/**
 * A replay's end: its copies move into `schema` (a projection with no event in the log gets empty
 * copies there), and the comment records how far the log was replayed.
 */
async function keepReplay(trx: ProjectionTransaction, schema: string, projections: readonly Projection[], copies: Map<Projection, Rebuilding[]>, position: number): Promise<void> {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(trx);
  await sql`create schema ${sql.id(schema)}`.execute(trx);
  for (const projection of projections) {
    const tables = copies.get(projection) ?? (await prepareCopies(trx, projection, { deferIndexes: false }));
    for (const copy of tables) await sql`alter table ${qualified(copy.shadow, copy.table)} set schema ${sql.id(schema)}`.execute(trx);
  }
  await sql`comment on schema ${sql.id(schema)} is ${sql.lit(replayComment(projections.map((projection) => projection.name), position))}`.execute(trx);
}

async function unlock(db: ProjectorDb, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await sql`select pg_advisory_unlock(hashtext('barteraid rebuild'), hashtext(name)) from unnest(${names}::text[]) as name`.execute(db);
}

/**
 * A fresh schema for the projection with an empty copy of each table it owns. With
 * `deferIndexes`, the indexes its lookups do not need are left for later (see Rebuilding).
 */
async function prepareCopies(trx: ProjectionTransaction, projection: Projection, options: { deferIndexes: boolean }): Promise<Rebuilding[]> {
  const shadow = shadowSchema(projection);
  // Left by a rebuild that died: nobody else uses it while this one holds the advisory lock.
  await sql`drop schema if exists ${sql.id(shadow)} cascade`.execute(trx);
  await sql`create schema ${sql.id(shadow)}`.execute(trx);
  // The whole catalog side in one round trip.
  const { rows } = await sql<LiveTable>`
    select t.name as "table", n.nspname as home, c.reloptions,
      coalesce((
        select json_agg(json_build_object(
          'grantee', case when a.grantee = 0 then 'public' else quote_ident(r.rolname) end,
          'privilege', a.privilege_type, 'grantable', a.is_grantable))
        from aclexplode(c.relacl) a left join pg_roles r on r.oid = a.grantee
        where a.grantee <> c.relowner), '[]') as grants,
      coalesce((
        select json_agg(json_build_object(
          'name', ic.relname, 'method', am.amname, 'unique', i.indisunique, 'partial', i.indpred is not null,
          'definition', pg_get_indexdef(i.indexrelid),
          'constraintName', con.conname, 'constraintDefinition', pg_get_constraintdef(con.oid)) order by ic.relname)
        from pg_index i
        join pg_class ic on ic.oid = i.indexrelid
        join pg_am am on am.oid = ic.relam
        left join pg_constraint con on con.conindid = i.indexrelid and con.conrelid = i.indrelid and con.contype in ('p', 'u', 'x')
        where i.indrelid = c.oid), '[]') as indexes
    from unnest(${projection.tables}::text[]) with ordinality as t(name, ord)
    left join pg_class c on c.oid = to_regclass(t.name)
    left join pg_namespace n on n.oid = c.relnamespace
    order by t.ord`.execute(trx);

  const copies: Rebuilding[] = [];
  for (const live of rows) {
    const { table } = live;
    if (!live.home) throw new Error(`Table ${table} of ${projection.name} does not exist: run the migrations first`);
    const copy: Rebuilding = { table, home: live.home, shadow, deferred: [] };
    const target = qualified(shadow, table);
    await sql`create table ${target} (like ${qualified(live.home, table)} including all excluding indexes)`.execute(trx);
    if (live.reloptions?.length) await sql`alter table ${target} set (${sql.raw(live.reloptions.join(', '))})`.execute(trx);
    for (const grant of live.grants) {
      await sql`grant ${sql.raw(grant.privilege)} on ${target} to ${sql.raw(grant.grantee)}${sql.raw(grant.grantable ? ' with grant option' : '')}`.execute(trx);
    }
    for (const index of live.indexes) {
      if (index.constraintName && index.constraintDefinition) {
        await sql`alter table ${target} add constraint ${sql.id(index.constraintName)} ${sql.raw(index.constraintDefinition)}`.execute(trx);
        continue;
      }
      // pg_get_indexdef names the live table; the copy's index gets the same name in the shadow schema.
      const using = index.definition.indexOf(' USING ');
      if (using < 0) throw new Error(`Cannot read the definition of index ${index.name}: ${index.definition}`);
      const unique = index.unique ? 'unique ' : '';
      const definition = `create ${unique}index ${quoteIdent(index.name)} on ${quoteIdent(shadow)}.${quoteIdent(table)}${index.definition.slice(using)}`;
      const needed = index.unique || (index.method === 'btree' && !index.partial);
      if (needed || !options.deferIndexes) await sql.raw(definition).execute(trx);
      else copy.deferred.push(definition);
    }
    copies.push(copy);
  }
  return copies;
}

/** A batch of the log, parsed once for every projection. */
interface Batch {
  events: ProjectedEvent[];
  /** The position of its last event (read or not). */
  last: number;
}

/** Batches a projection may run ahead of the slowest: a bound on the log held in memory. */
const READ_AHEAD = 4;

/**
 * The log read once for several readers, each taking its batches in order: a batch is read when
 * the first reader asks for it (the next one is read meanwhile) and forgotten once every reader
 * is past it. A reader more than READ_AHEAD batches ahead of the slowest waits.
 */
class ReadAhead {
  private readonly batches = new Map<number, Promise<Batch | null>>();
  /** The batch each reader takes next. */
  private readonly next: number[];
  private moved = ReadAhead.signal();
  private stopped = false;
  /** The last position read, and how many events were. */
  last = 0;
  events = 0;

  constructor(
    private readonly read: (after: number) => Promise<RecordedEvent[]>,
    readers: number,
  ) {
    this.next = new Array<number>(readers).fill(0);
  }

  private static signal() {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  }

  /** The index-th batch (from 0), or null past the end of the log or once stopped. */
  async batch(index: number): Promise<Batch | null> {
    while (!this.stopped && index - Math.min(...this.next) >= READ_AHEAD) await this.moved.promise;
    if (this.stopped) return null;
    const batch = this.load(index);
    // A failure of this read surfaces when a reader asks for the batch.
    this.load(index + 1).catch(() => undefined);
    return batch;
  }

  private load(index: number): Promise<Batch | null> {
    let batch = this.batches.get(index);
    if (!batch) {
      const previous = index === 0 ? Promise.resolve<Batch | null>({ events: [], last: 0 }) : this.load(index - 1);
      batch = previous.then(async (before) => {
        if (!before) return null;
        const recorded = await this.read(before.last);
        if (recorded.length === 0) return null;
        const last = recorded[recorded.length - 1]!.position;
        this.last = Math.max(this.last, last);
        this.events += recorded.length;
        return { events: recorded.map(toProjected).filter((event): event is ProjectedEvent => event !== null), last };
      });
      this.batches.set(index, batch);
    }
    return batch;
  }

  /** The reader is through the batch; true when it was the last one to be. */
  done(index: number, reader: number): boolean {
    this.next[reader] = index + 1;
    const slowest = Math.min(...this.next);
    // The one before the slowest stays: the next batch is read from its last position.
    for (const held of this.batches.keys()) if (held < slowest - 1) this.batches.delete(held);
    this.wake();
    return slowest === index + 1;
  }

  /** Readers waiting for the slowest get null: a reader failed and will not move on. */
  stop(): void {
    this.stopped = true;
    this.wake();
  }

  private wake(): void {
    const { resolve } = this.moved;
    this.moved = ReadAhead.signal();
    resolve();
  }
}

/** Waits for every promise, then passes on the first failure: nothing still runs once a failure is reported. */
async function settleAll(work: readonly Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(work);
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
}

/** At most `size` units of work at once, the others queued in order. */
class Lanes {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    }
  }
}
