import { sql } from 'kysely';
import type { Db } from '@barteraid/infra';
import type { BackupTable } from './backup-file';

/** The snapshot's transaction (or, on restore, the restoring one). */
type Tx = Db;

/** Kysely's own bookkeeping: restore's migrator writes it again for the migrations it runs. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

interface TableShape extends BackupTable {
  /** Columns whose value is JSON already (json, jsonb): written as JSON, every other one as its text. */
  jsonColumns: Set<string>;
  /** Holds bytes (stored files, up to megabytes a row): read a few rows at a time. */
  holdsBytes: boolean;
}

/**
 * Every table of the public schema (the event log, read models, member keys, stored files, sessions,
 * idempotency keys, the outbox…) with its columns, in the caller's snapshot transaction. Replays
 * (`ops replay`) live in schemas of their own and are not part of the site.
 */
export async function tablesOf(tx: Tx): Promise<TableShape[]> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; is_generated: string }>`
    select c.table_name, c.column_name, c.data_type, c.is_generated
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
     order by c.table_name, c.ordinal_position`.execute(tx);
  const tables = new Map<string, TableShape>();
  for (const row of rows) {
    if (MIGRATOR_TABLES.includes(row.table_name)) continue;
    let table = tables.get(row.table_name);
    if (!table) tables.set(row.table_name, (table = { name: row.table_name, columns: [], rows: 0, jsonColumns: new Set(), holdsBytes: false }));
    if (row.is_generated === 'ALWAYS') continue;
    table.columns.push(row.column_name);
    if (row.data_type === 'json' || row.data_type === 'jsonb') table.jsonColumns.add(row.column_name);
    if (row.data_type === 'bytea') table.holdsBytes = true;
  }
  for (const table of tables.values()) {
    const counted = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table.name)}`.execute(tx);
    table.rows = Number(counted.rows[0]!.n);
  }
  return [...tables.values()];
}

export async function migrationsOf(tx: Tx): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(tx);
  return rows.map((row) => row.name);
}

/** Each sequence of the public schema that has handed out a value (the event log's positions among them). */
export async function sequencesOf(tx: Tx): Promise<{ name: string; value: number }[]> {
  const { rows } = await sql<{ name: string; value: string }>`
    select sequencename as name, last_value::text as value from pg_sequences
     where schemaname = 'public' and last_value is not null order by sequencename`.execute(tx);
  return rows.map((row) => ({ name: row.name, value: Number(row.value) }));
}

/** Fixes the text forms of dates and numbers for the snapshot, whatever the server's defaults. */
export async function settleTextForms(tx: Tx): Promise<void> {
  await sql`set local datestyle = 'ISO, MDY'`.execute(tx);
  await sql`set local intervalstyle = 'postgres'`.execute(tx);
  await sql`set local extra_float_digits = 3`.execute(tx);
  await sql`set local bytea_output = 'hex'`.execute(tx);
}

/** A table's rows, a page at a time through a cursor of the snapshot, each as {column: value}. */
export async function* rowsOf(tx: Tx, table: TableShape): AsyncGenerator<Record<string, unknown>> {
  if (table.columns.length === 0) return;
  const columns = sql.join(
    table.columns.map((column) => (table.jsonColumns.has(column) ? sql`${sql.ref(column)}` : sql`${sql.ref(column)}::text as ${sql.ref(column)}`)),
  );
  await sql`declare backup_rows no scroll cursor for
    select row_to_json(r)::text as line from (select ${columns} from ${sql.table(table.name)}) r`.execute(tx);
  const page = table.holdsBytes ? 4 : 500;
  try {
    for (;;) {
      const { rows } = await sql<{ line: string }>`fetch forward ${sql.raw(String(page))} from backup_rows`.execute(tx);
      for (const row of rows) yield JSON.parse(row.line) as Record<string, unknown>;
      if (rows.length < page) return;
    }
  } finally {
    await sql`close backup_rows`.execute(tx);
  }
}
