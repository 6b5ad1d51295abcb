import { sql } from 'kysely';
import { platformTablesOf, type Db } from '@barteraid/infra';
import { applyProjected, toProjected } from './apply';
import type { Outbox, ProjectedEvent } from './projection';
import type { Projector } from './projector';
import { projectorDbOf } from './read-models';

/** Schemas a replay may write: never the live ones, PostgreSQL's own, or a rebuild's. */
const RESERVED = /^(public|information_schema|pg_.*|rebuild_.*)$/;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Why a replay or diff cannot go on, for the operator. */
export class ReplayRefusal extends Error {
  override name = 'ReplayRefusal';
}

/** The schema's replay comment: the projections and the position, or null when a replay did not make it. */
async function replayOf(db: Db, schema: string): Promise<{ names: string[]; position: number } | null> {
  const { rows } = await sql<{ comment: string | null }>`
    select obj_description(oid, 'pg_namespace') as comment from pg_namespace where nspname = ${schema}`.execute(db);
  const match = rows[0]?.comment?.match(/^replay of ([a-z_,]+) through (\d+)$/);
  return match ? { names: match[1]!.split(','), position: Number(match[2]) } : null;
}

/** Refuses a schema name that is not a plain identifier, is reserved, or holds something a replay did not make. */
export async function checkReplaySchema(db: Db, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema) || RESERVED.test(schema)) {
    throw new ReplayRefusal(`${schema} cannot hold a replay: name a new schema (lower-case letters, digits and _), not public, pg_…, rebuild_… or information_schema.`);
  }
  const { rows } = await sql<{ exists: boolean }>`select exists(select 1 from pg_namespace where nspname = ${schema}) as exists`.execute(db);
  if (rows[0]?.exists && !(await replayOf(db, schema))) throw new ReplayRefusal(`Schema ${schema} exists and was not made by a replay: it is left alone.`);
}

/** One table's rows that are in one copy and not the other (each row as JSON). */
export interface TableDifference {
  table: string;
  /** Rows the live table has and the replay does not. */
  onlyLive: unknown[];
  /** Rows the replay has and the live table does not. */
  onlyReplayed: unknown[];
}

export interface ReplayDiff {
  projection: string;
  schema: string;
  /** The position both were compared at (the live checkpoint; the replay was brought up to it). */
  position: number;
  tables: { table: string; liveRows: number; replayedRows: number }[];
  differences: TableDifference[];
}

const silent: Outbox = { notify: () => undefined };

/** Thrown to roll the comparison's transaction back once its answer is taken. */
class Compared extends Error {
  constructor(readonly diff: ReplayDiff) {
    super('compared');
  }
}

/**
 * Compares a projection's live tables with its replay in `schema`, row by row (every column, as
 * JSON), at one position: under the projection's checkpoint lock (the live projector waits), the
 * replay is brought up to the live checkpoint by applying the events between, then every row in
 * one and not the other is reported. The transaction is rolled back: a diff changes nothing.
 */
export async function diffReplay(projector: Projector, db: Db, name: string, schema: string): Promise<ReplayDiff> {
  const projection = projector.projections.find((each) => each.name === name);
  if (!projection) throw new ReplayRefusal(`Unknown projection ${name}.`);
  const replay = await replayOf(db, schema);
  if (!replay || !replay.names.includes(name)) throw new ReplayRefusal(`Schema ${schema} holds no replay of ${name}: run ops replay ${name} --into ${schema} first.`);
  try {
    await projectorDbOf(db).transaction().execute(async (trx) => {
      const checkpoint = await trx.selectFrom('checkpoints').select('position').where('kind', '=', 'projection').where('name', '=', name).forUpdate().executeTakeFirst();
      const live = Number(checkpoint?.position ?? 0);
      if (live < replay.position) {
        throw new ReplayRefusal(`The live ${name} read model is at position ${live}, behind the replay's ${replay.position}: run diff again once it has caught up.`);
      }
      const searchPath = (await sql<{ path: string }>`select current_setting('search_path') as path`.execute(trx)).rows[0]!.path;
      for (let after = replay.position; after < live; ) {
        const events = await projector.logIn(platformTablesOf(trx)).readAll({ after, maxCount: 1000 });
        const within = events.filter((event) => event.position <= live);
        if (within.length === 0) break;
        await sql`select set_config('search_path', ${`"${schema}"`}, true)`.execute(trx);
        await applyProjected(projection, within.map(toProjected).filter((event): event is ProjectedEvent => event !== null), trx, silent);
        await sql`select set_config('search_path', ${searchPath}, true)`.execute(trx);
        after = within[within.length - 1]!.position;
      }
      const tables: ReplayDiff['tables'] = [];
      const differences: TableDifference[] = [];
      for (const table of projection.tables) {
        const liveTable = sql.table(table);
        const replayed = sql`${sql.id(schema)}.${sql.id(table)}`;
        const { rows } = await sql<{ side: 'live' | 'replayed' | 'count'; row: unknown; live_rows: string; replayed_rows: string }>`
          with l as (select row_to_json(t)::jsonb as row from ${liveTable} t),
               r as (select row_to_json(t)::jsonb as row from ${replayed} t),
               only_live as (select row from l except all select row from r),
               only_replayed as (select row from r except all select row from l)
          select 'live' as side, row, (select count(*) from l) as live_rows, (select count(*) from r) as replayed_rows from only_live
          union all
          select 'replayed', row, (select count(*) from l), (select count(*) from r) from only_replayed
          union all
          select 'count', null, (select count(*) from l), (select count(*) from r)`.execute(trx);
        const counts = rows.find((row) => row.side === 'count')!;
        tables.push({ table, liveRows: Number(counts.live_rows), replayedRows: Number(counts.replayed_rows) });
        const onlyLive = rows.filter((row) => row.side === 'live').map((row) => row.row);
        const onlyReplayed = rows.filter((row) => row.side === 'replayed').map((row) => row.row);
        if (onlyLive.length > 0 || onlyReplayed.length > 0) differences.push({ table, onlyLive, onlyReplayed });
      }
      throw new Compared({ projection: name, schema, position: live, tables, differences });
    });
  } catch (error) {
    if (error instanceof Compared) return error.diff;
    throw error;
  }
  throw new Error('the comparison ended without an answer');
}
