import { sql, type Kysely } from 'kysely';

/** The needs met now, one row each, so the landing page counts them over one small table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table community_met_needs (listing_id uuid primary key, met_at timestamptz not null)`.execute(db);
}
