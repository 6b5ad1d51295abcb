import { sql, type Kysely } from 'kysely';

/** What became of each need, for the admin's weekly figures (see infra/src/read-models/needs.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table need_outcomes (
      listing_id uuid primary key,
      posted_at timestamptz not null,
      is_urgent boolean not null,
      first_proposal_at timestamptz,
      partly_met_at timestamptz,
      met_at timestamptz,
      expired_at timestamptz
    )`.execute(db);
}
