import { sql, type RawBuilder } from 'kysely';

/**
 * How many completed trades a member took part in, counted from the trades read model at read
 * time: the count can never drift from the trades themselves, and each read model rebuilds alone.
 */
export function completedTrades(memberIdColumn: string): RawBuilder<number> {
  const member = sql.ref(memberIdColumn);
  return sql<number>`(select count(*)::int from trades where status = 'completed' and (trades.initiator_id = ${member} or trades.recipient_id = ${member}))`;
}
