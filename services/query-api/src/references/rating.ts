import { sql, type RawBuilder } from 'kysely';
import { referenceShows } from './visibility';

/**
 * A member's rating: the average stars of the references they received that show at `now`, with
 * two decimals ("4.50"), or null without any. Computed when read, like the completed-trade count.
 */
export function receivedRating(memberIdColumn: string, now: Date): RawBuilder<string | null> {
  const member = sql.ref(memberIdColumn);
  return sql<string | null>`(select round(avg(received.rating), 2)::text from trade_references received
    where received.subject_id = ${member} and ${referenceShows('received', now)})`;
}

/** How many references the member received that show at `now`. */
export function receivedReferenceCount(memberIdColumn: string, now: Date): RawBuilder<number> {
  const member = sql.ref(memberIdColumn);
  return sql<number>`(select count(*)::int from trade_references received
    where received.subject_id = ${member} and ${referenceShows('received', now)})`;
}
