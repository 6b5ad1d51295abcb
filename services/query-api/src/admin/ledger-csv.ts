import { ledgerCsvColumns, type LedgerLine } from '@barteraid/events/contracts/admin-member';
import { csvDocument, type CsvValue } from '../csv';

const cellsOf = (line: LedgerLine): Record<(typeof ledgerCsvColumns)[number], CsvValue> => ({
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

/** A member's credit history as CSV, the admin table's columns. */
export function ledgerCsv(lines: readonly LedgerLine[]): string {
  return csvDocument(ledgerCsvColumns, lines.map(cellsOf));
}
