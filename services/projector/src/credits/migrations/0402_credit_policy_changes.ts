import { sql, type Kysely } from 'kysely';

/** Each change of the admins' credit line defaults, with who and why: the admin page's current policy and history. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credit_policy_changes (
      id uuid primary key,
      policy jsonb not null,
      changed_by text not null,
      reason text not null,
      changed_at timestamptz not null,
      position bigint not null
    )`.execute(db);
  await sql`create index credit_policy_changes_position on credit_policy_changes (position)`.execute(db);
}
