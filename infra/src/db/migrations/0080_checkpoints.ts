import { sql, type Kysely } from 'kysely';

/**
 * One checkpoint table for everything that follows the log: projections (read models) and
 * process managers (settlement). `kind` keeps them apart where it matters: a command's
 * read-your-writes wait watches only the projections. The old tables' rows are carried over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table checkpoints (
      kind text not null check (kind in ('projection', 'process')),
      name text not null,
      position bigint not null default 0,
      updated_at timestamptz not null default now(),
      primary key (kind, name)
    )`.execute(db);
  await sql`
    insert into checkpoints (kind, name, position, updated_at)
    select 'projection', projection, position, updated_at from projection_checkpoints`.execute(db);
  await sql`
    insert into checkpoints (kind, name, position, updated_at)
    select 'process', process, position, updated_at from process_checkpoints`.execute(db);
  await sql`drop table projection_checkpoints`.execute(db);
  await sql`drop table process_checkpoints`.execute(db);
}
