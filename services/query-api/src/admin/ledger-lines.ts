import { formatCents } from '@barteraid/events';
import type { QueryDb } from '../read-models';
import type { LedgerActor, LedgerLine } from '@barteraid/events/contracts/admin-member';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { ledgerLines as lines } from '@barteraid/events/messages/ledger-lines';
import { inEnglish } from '@barteraid/events/messages/registry';
import { storedLine } from '../credits/statement-wording';

/** The rule of the system that records each kind of event when no person did. */
const settlement = lines.message('ruleSettlement');
const systemRules: Record<string, MessageData> = {
  EscrowPaid: settlement,
  EscrowReceived: settlement,
  HoldReleased: settlement,
  HoldReduced: settlement,
  WelcomeBonusGranted: lines.message('welcomeBonus'),
};

interface ActorFacts {
  memberId: string;
  actorId: string | null;
  actorUsername: string | null;
  actorIsAdmin: boolean | null;
  eventType: string | null;
  tradeParties: (string | null)[];
}

/** Who caused an entry, in the words an administrator and the member use about it. */
function actorOf(facts: ActorFacts): LedgerActor {
  const { actorId } = facts;
  if (actorId === null) {
    const rule = (facts.eventType && systemRules[facts.eventType]) || lines.message('ruleSystem');
    return { role: 'system', id: null, name: inEnglish(rule), nameMessage: rule };
  }
  const name = facts.actorUsername ?? 'a former member';
  if (actorId === facts.memberId) return { role: 'member', id: actorId, name };
  if (facts.tradeParties.includes(actorId)) return { role: 'other_party', id: actorId, name };
  if (facts.actorIsAdmin) return { role: 'admin', id: actorId, name };
  return { role: 'other_party', id: actorId, name };
}

/**
 * Every ledger entry of a member, oldest first, with its provenance: the `credits` read model
 * keeps, per entry, the event that recorded it and where it sits in the log.
 */
export async function ledgerLines(db: QueryDb, memberId: string): Promise<LedgerLine[]> {
  const rows = await db
    .selectFrom('ledger_entries as l')
    .leftJoin('members as actor', 'actor.id', 'l.actor_id')
    .leftJoin('trades as t', 't.id', 'l.trade_id')
    .selectAll('l')
    .select(['actor.username as actor_username', 'actor.is_admin as actor_is_admin', 't.payer_id', 't.payee_id'])
    .where('l.member_id', '=', memberId)
    .orderBy('l.position', 'asc')
    .execute();
  return rows.map((row) => ({
    at: new Date(row.created_at).toISOString(),
    kind: row.kind,
    amount: formatCents(Number(row.amount_cents)),
    balanceAfter: row.balance_after_cents === null ? null : formatCents(Number(row.balance_after_cents)),
    reason: inEnglish(storedLine(row)),
    reasonMessage: storedLine(row),
    tradeId: row.trade_id,
    actor: actorOf({
      memberId,
      actorId: row.actor_id,
      actorUsername: row.actor_username,
      actorIsAdmin: row.actor_is_admin,
      eventType: row.event_type,
      tradeParties: [row.payer_id, row.payee_id],
    }),
    provenance: {
      eventId: row.id,
      eventType: row.event_type,
      stream: row.stream_name,
      streamRevision: row.stream_revision === null ? null : Number(row.stream_revision),
      globalPosition: Number(row.position),
      correlationId: row.correlation_id,
      causationId: row.causation_id,
    },
  }));
}
