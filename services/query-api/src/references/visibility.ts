import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { REFERENCE_WINDOW_MS } from '@barteraid/events';

/**
 * The blind rule, decided when read: a reference shows once its subject has written theirs on the
 * same trade, or once 14 days have passed since the trade was completed. Only stored facts and the
 * time of reading go in, so a rebuilt read model answers exactly as the live one.
 */
export function referenceShows(alias: string, now: Date): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const windowClosedFor = new Date(now.getTime() - REFERENCE_WINDOW_MS).toISOString();
  return sql<SqlBool>`(${column('trade_completed_at')} <= ${windowClosedFor}::timestamptz or exists (
    select 1 from trade_references answered
    where answered.trade_id = ${column('trade_id')} and answered.author_id = ${column('subject_id')}))`;
}

/** The same rule for one reference already read, given whether its subject wrote theirs. */
export const shows = (tradeCompletedAt: Date, subjectWroteTheirs: boolean, now: Date): boolean =>
  subjectWroteTheirs || now.getTime() >= tradeCompletedAt.getTime() + REFERENCE_WINDOW_MS;
