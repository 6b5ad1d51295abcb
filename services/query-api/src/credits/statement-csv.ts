import { statementCsvColumns, type StatementEntry } from '@barteraid/events/contracts/statement';
import { csvDocument, type CsvValue } from '../csv';

const cellsOf = (entry: StatementEntry): Record<(typeof statementCsvColumns)[number], CsvValue> => ({
  time: entry.at,
  description: entry.description,
  kind: entry.kind,
  amount: entry.amount,
  balance_change: entry.balanceChange,
  held_change: entry.heldChange,
  balance_after: entry.balanceAfter,
  held_after: entry.heldAfter,
  available_after: entry.availableAfter,
  trade: entry.trade?.title ?? null,
  trade_id: entry.trade?.id ?? null,
  counterparty: entry.counterparty?.username ?? null,
  event_id: entry.id,
});

/** A member's statement as CSV, one row per entry, the screen's columns. */
export function statementCsv(entries: readonly StatementEntry[]): string {
  return csvDocument(statementCsvColumns, entries.map(cellsOf));
}

/** The download's file name: the filters it was made with. */
export function statementFileName(filter: { month?: string; kind?: string }): string {
  return ['statement', filter.month ?? 'all', ...(filter.kind ? [filter.kind] : [])].join('-') + '.csv';
}
