import { sql, type Kysely } from 'kysely';

/**
 * A listing's status (a need open, partly met or met; an offer available or taken) and its time:
 * when it was posted or last renewed (`fresh_at`), when it expires by its type and urgency, whether
 * its owner was asked "Still needed?" about that time, and when it expired. Listings already stored
 * start at their type's first status, their time running from their posting (as a rebuild gives).
 *
 * The expiry rule finds its candidates through `listings_expiring`: the running listings (active,
 * not closed, not expired) in the order their time ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table listings
      add column status text not null default 'open',
      add column fresh_at timestamptz,
      add column expires_at timestamptz,
      add column expiry_reminded_at timestamptz,
      add column expired_at timestamptz`.execute(db);
  await sql`
    update listings set
      status = case when type = 'offer' then 'available' else 'open' end,
      fresh_at = created_at,
      expires_at = created_at + case when type = 'offer' then interval '30 days' when is_urgent then interval '48 hours' else interval '7 days' end`.execute(db);
  await sql`alter table listings alter column fresh_at set not null, alter column expires_at set not null`.execute(db);
  await sql`
    create index listings_expiring on listings (expires_at)
    where is_active and expired_at is null and status not in ('met', 'taken')`.execute(db);
}
