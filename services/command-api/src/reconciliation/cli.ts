import { formatCents } from '@barteraid/events';
import { loadConfig } from '@barteraid/infra';
import { OperatorRefusal, openOperatorDatabase } from '@barteraid/infra/operator-database';
import { reconcile, type Repair } from './reconcile';
import type { CreditViolation } from './credit-check';

/**
 * npm run reconcile [-- --grace-minutes N]
 * Finds work a crash left half-done (a hold no acceptance refers to, a claim without its member, a
 * member without the welcome bonus, an ended trade not settled), repairs it and says what it did.
 * It also checks every spend against the member's credit line at that time (and the admins'
 * overrides) and that credits are conserved, and names each violation (exit code 1).
 * The settlement process runs the same reconciliation every few minutes; this is for operators.
 */
const args = process.argv.slice(2);
const graceFlag = args.indexOf('--grace-minutes');
const graceMinutes = graceFlag >= 0 ? Number(args[graceFlag + 1]) : 5;
if (!Number.isFinite(graceMinutes) || graceMinutes < 0) {
  console.error('Usage: npm run reconcile [-- --grace-minutes N]');
  process.exit(2);
}

const describe = (repair: Repair): string => {
  switch (repair.kind) {
    case 'hold_released':
      return `released a hold of ${formatCents(repair.amountCents)} credits on member ${repair.memberId} (trade ${repair.tradeId} at revision ${repair.tradeRevision})`;
    case 'claim_released':
      return `released the ${repair.claim} "${repair.value}", claimed by member ${repair.memberId} who was never registered`;
    case 'welcome_bonus_granted':
      return `granted the missing welcome bonus to member ${repair.memberId}`;
    case 'trade_settled':
      return `settled ${repair.status} trade ${repair.tradeId}`;
    case 'dispute_finished':
      return {
        trade_frozen: `froze the held credits of disputed trade ${repair.tradeId}`,
        decision_applied: `applied the dispute decision to trade ${repair.tradeId}`,
        refund_finished: `finished the dispute refund of trade ${repair.tradeId}`,
      }[repair.repair];
  }
};

const violation = (found: CreditViolation): string => {
  switch (found.kind) {
    case 'past_credit_line':
      return `${found.eventType} of ${formatCents(found.amountCents)} credits on member ${found.memberId} (event ${found.eventId} at position ${found.position}) went past their credit line: ${formatCents(found.availableCents)} available within a line of ${formatCents(found.lineCents)}, ${formatCents(found.overriddenCents)} overridden by an admin`;
    case 'credits_not_conserved':
      return `balances (${formatCents(found.balancesCents)}) + the community account (${formatCents(found.communityCents)}) + payments between two ledgers (${formatCents(found.inTransitCents)}) do not add up to bonuses + grants − debits (${formatCents(found.issuedCents)})`;
  }
};

let opened;
try {
  opened = await openOperatorDatabase(loadConfig(), 'reconcile');
} catch (error) {
  if (!(error instanceof OperatorRefusal)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  const report = await reconcile(opened.store, { graceMs: graceMinutes * 60_000 });
  console.log(`Read ${report.scannedEvents} events up to position ${report.head}.`);
  for (const repair of report.repaired) console.log(`Repaired: ${describe(repair)}.`);
  for (const { repair, error } of report.failed) console.log(`Could not repair: ${describe(repair)}: ${error}`);
  console.log(report.repaired.length === 0 && report.failed.length === 0 ? 'Nothing to repair.' : `${report.repaired.length} repaired, ${report.failed.length} failed.`);
  for (const found of report.violations) console.log(`Violation: ${violation(found)}.`);
  console.log(report.violations.length === 0 ? 'Every spend was within its credit line and credits add up.' : `${report.violations.length} violations of the credit rule.`);
  process.exitCode = report.failed.length > 0 || report.violations.length > 0 ? 1 : 0;
} finally {
  await opened.close();
}
