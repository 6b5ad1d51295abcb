import { sql, type Kysely } from 'kysely';

/** Every verification submission with its decision; the admin queue and the member's status read it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table verification_submissions (
      id uuid primary key,
      member_id uuid not null,
      verification_type text not null,
      form_data jsonb not null,
      documents jsonb not null,
      status text not null,
      submitted_at timestamptz not null,
      decided_at timestamptz,
      decided_by uuid,
      decision_reason text,
      position bigint not null
    )`.execute(db);
  await sql`create index verification_submissions_queue on verification_submissions (status, submitted_at)`.execute(db);
  await sql`create index verification_submissions_member on verification_submissions (member_id, position desc)`.execute(db);
}
