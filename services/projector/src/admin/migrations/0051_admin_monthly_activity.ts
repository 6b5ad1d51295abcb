import { sql, type Kysely } from 'kysely';

/**
 * Running counts per calendar month (UTC) for the admin dashboard's analytics, and a trigram
 * index so the admin's member search stays fast as the membership grows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table admin_monthly_activity (
      month text primary key,
      new_members integer not null default 0,
      trades_completed integer not null default 0,
      credits_exchanged_cents bigint not null default 0,
      credits_issued_cents bigint not null default 0
    )`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create index members_admin_search on members
    using gin ((username_lower || ' ' || email_lower || ' ' || lower(first_name || ' ' || last_name)) gin_trgm_ops)`.execute(db);
}
