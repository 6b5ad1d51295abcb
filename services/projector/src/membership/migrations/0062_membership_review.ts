import { sql, type Kysely } from 'kysely';

/** An admin's decision on a membership application: who, when and why (the member sees the reason). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table membership_applications add column if not exists decided_by uuid`.execute(db);
  await sql`alter table membership_applications add column if not exists decided_at timestamptz`.execute(db);
  await sql`alter table membership_applications add column if not exists decision_reason text`.execute(db);
  // The admin queue lists pending applications first, oldest first.
  await sql`create index if not exists membership_applications_queue on membership_applications (status, submitted_at)`.execute(db);
}
