import { sql, type Kysely } from 'kysely';

/**
 * `listings_near` (migration 0322) rebuilt so that a search near a place reads the listings' table
 * only for the rows of its page again.
 *
 * - Only listings the marketplace can show: `expired_at is null` joins the index's condition, and
 *   `status` (open, closed or both) is carried. Since migration 0370 every search also asked for
 *   these two, which the index did not hold, so each listing inside the radius was read from the
 *   table: a 100-mile radius around Houston read 4,799 table pages for its 6,000 listings.
 * - `category`, `type` and `is_urgent` become key columns after the longitude: a scan that must go
 *   to the table anyway (a search whose words are only in descriptions) checks them in the index
 *   and fetches only the rows of the asked category, type or urgency.
 * - `title_search` is carried (a title is at most 100 characters, so its vector is a few hundred
 *   bytes at most): a search whose words are in titles, the first tier of relevance, is answered
 *   from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index listings_near`.execute(db);
  await sql`
    create index listings_near on listings (place_cell, place_lng, category, type, is_urgent)
      include (place_x, place_y, place_z, created_at, id, credits_cents, owner_id, status, title_search)
      where is_active and expired_at is null and place_cell is not null`.execute(db);
}
