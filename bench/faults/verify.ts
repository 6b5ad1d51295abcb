/**
 * Checks after the quiet period, beyond the log's own invariants (test/support/invariants.ts):
 * - what members see over HTTP: each member of the log signs in through the gateway and their
 *   /api/user/credits balance and held amount equal the ones folded from their ledger;
 * - every write the API acknowledged is in the log, and every admin credit issue (one
 *   Idempotency-Key, sent up to three times) is in it at most once.
 */
import { formatCents } from '@barteraid/events';
import type { EventStore, RecordedEvent } from '@barteraid/infra';
import { tradeDecider, wasAccepted } from '@barteraid/command-api/trades/trade';
import type { LogFold } from '../../test/support/invariants';
import { Browser } from './http';
import type { Acknowledged } from './load';

export interface HttpBalanceReport {
  members: number;
  compared: number;
  mismatches: { memberId: string; http: string; log: string }[];
  /** Members who could not sign in or read their credits (each is a mismatch too). */
  unreachable: { memberId: string; status: string }[];
}

export async function compareHttpBalances(gatewayUrl: string, fold: LogFold, password: string, concurrency = 4): Promise<HttpBalanceReport> {
  const queue = [...fold.members.entries()];
  const report: HttpBalanceReport = { members: queue.length, compared: 0, mismatches: [], unreachable: [] };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [memberId, member] = next;
        const ledger = fold.ledgers.get(memberId);
        const expected = `balance ${formatCents(ledger?.balanceCents ?? 0)} held ${formatCents(ledger?.heldCents ?? 0)}`;
        const browser = new Browser(gatewayUrl);
        const login = await browser.post('/api/auth/login', { email: member.email, password });
        if (login.status !== 200) {
          report.unreachable.push({ memberId, status: `sign-in ${login.status}` });
          continue;
        }
        const credits = await browser.get('/api/user/credits');
        if (credits.status !== 200) {
          report.unreachable.push({ memberId, status: `credits ${credits.status}` });
          continue;
        }
        report.compared++;
        const seen = `balance ${credits.body.balance} held ${credits.body.held}`;
        if (seen !== expected) report.mismatches.push({ memberId, http: seen, log: expected });
      }
    }),
  );
  return report;
}

export interface AcknowledgedReport {
  acknowledged: Record<keyof Acknowledged, number>;
  /**
   * Half-done work the reconciliation (in the settlement process) finished or undid during the run:
   * events written by another request than the one that began the work. Not a failure: the
   * invariants are checked after them.
   */
  repairs: { holdsReleased: number; claimsReleased: number; welcomeBonuses: number };
  /** Acknowledged writes the log does not show. */
  lost: { kind: keyof Acknowledged; id: string }[];
  /** Credit issues whose Idempotency-Key appears in more than one CreditsGranted. */
  duplicateGrants: { key: string; eventIds: string[] }[];
}

/** The Idempotency-Key the load put in the reason of each admin credit issue. */
const keyOfReason = (reason: string) => /Storm relief ([0-9a-f-]{36})$/.exec(reason)?.[1] ?? null;

export async function checkAcknowledged(store: EventStore, fold: LogFold, acknowledged: Acknowledged): Promise<AcknowledgedReport> {
  const grants = new Map<string, string[]>();
  const repairs = { holdsReleased: 0, claimsReleased: 0, welcomeBonuses: 0 };
  /** The request that began the work: each member's registration, each claim's latest claim. */
  const begunBy = new Map<string, string>();
  let after: number | null = null;
  for (;;) {
    const page: RecordedEvent[] = await store.readAll({ after, maxCount: 1000 });
    for (const event of page) {
      const data = event.data as { reason?: unknown; memberId?: unknown };
      const correlation = event.metadata.correlationId;
      if (event.type === 'CreditsGranted') {
        const key = keyOfReason(String(data.reason ?? ''));
        if (key) grants.set(key, [...(grants.get(key) ?? []), event.id]);
      } else if (event.type === 'HoldReleased' && data.reason === 'orphaned') repairs.holdsReleased++;
      else if (event.type === 'MemberRegistered') begunBy.set(`member ${String(data.memberId)}`, correlation);
      else if (event.type === 'WelcomeBonusGranted' && begunBy.get(`member ${String(data.memberId)}`) !== correlation) repairs.welcomeBonuses++;
      else if (event.type === 'UniqueValueClaimed') begunBy.set(event.streamName, correlation);
      else if (event.type === 'UniqueValueReleased' && begunBy.get(event.streamName) !== correlation) repairs.claimsReleased++;
    }
    if (page.length < 1000) break;
    after = page[page.length - 1]!.position;
  }

  const lost: AcknowledgedReport['lost'] = [];
  const emails = new Map([...fold.members].map(([memberId, member]) => [member.email.trim().toLowerCase(), memberId]));
  for (const { email, memberId } of acknowledged.registrations) {
    if (emails.get(email.toLowerCase()) !== memberId) lost.push({ kind: 'registrations', id: email });
  }
  for (const { key } of acknowledged.grants) if (!grants.has(key)) lost.push({ kind: 'grants', id: key });
  for (const tradeId of acknowledged.proposals) if (!fold.trades.has(tradeId)) lost.push({ kind: 'proposals', id: tradeId });
  for (const tradeId of acknowledged.accepts) if (!wasAccepted(fold.trades.get(tradeId)?.state ?? tradeDecider.initialState)) lost.push({ kind: 'accepts', id: tradeId });
  for (const tradeId of acknowledged.completions) if (fold.trades.get(tradeId)?.state.status !== 'completed') lost.push({ kind: 'completions', id: tradeId });

  return {
    acknowledged: {
      registrations: acknowledged.registrations.length,
      grants: acknowledged.grants.length,
      proposals: acknowledged.proposals.length,
      accepts: acknowledged.accepts.length,
      completions: acknowledged.completions.length,
    },
    repairs,
    lost,
    duplicateGrants: [...grants].filter(([, eventIds]) => eventIds.length > 1).map(([key, eventIds]) => ({ key, eventIds })),
  };
}
