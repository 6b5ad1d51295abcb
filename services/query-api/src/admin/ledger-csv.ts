import { ledgerCsvColumns, type LedgerLine } from '@barteraid/events/contracts/admin-member';

/**
 * One CSV cell. A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as
 * a formula, so such a cell gets a leading single quote; quotes, commas and line breaks are quoted.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const cellsOf = (line: LedgerLine): Record<(typeof ledgerCsvColumns)[number], string | number | null> => ({
  time: line.at,
  kind: line.kind,
  amount: line.amount,
  balance_after: line.balanceAfter,
  reason: line.reason,
  actor: line.actor.name,
  actor_role: line.actor.role,
  trade_id: line.tradeId,
  event_id: line.provenance.eventId,
  event_type: line.provenance.eventType,
  stream: line.provenance.stream,
  stream_revision: line.provenance.streamRevision,
  global_position: line.provenance.globalPosition,
  correlation_id: line.provenance.correlationId,
  causation_id: line.provenance.causationId,
});

/** A member's credit history as CSV (RFC 4180: CRLF line ends, a header row), the table's columns. */
export function ledgerCsv(lines: readonly LedgerLine[]): string {
  const rows = [ledgerCsvColumns.join(',')];
  for (const line of lines) {
    const cells = cellsOf(line);
    rows.push(ledgerCsvColumns.map((column) => csvCell(cells[column])).join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}
