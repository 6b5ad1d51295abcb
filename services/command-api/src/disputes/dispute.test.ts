import { describe, it } from 'vitest';
import type { DisputeEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { disputeDecider, disputeMessages, type DisputeCommand, type DisputedTrade } from './dispute';

const { tradeId, disputeId, initiator: payer, owner: payee, stranger, admin, firstId, now } = sample;
const trade: DisputedTrade = { tradeId, payerId: payer, payeeId: payee, listingTitle: 'Generator for a weekend', stage: 'held', amountCents: 25_00 };
const reason = 'The generator never arrived at the shelter.';

const opened: DisputeEvent = {
  type: 'DisputeOpened',
  data: { disputeId, tradeId, openedBy: payer, payerId: payer, payeeId: payee, listingTitle: trade.listingTitle, stage: 'held', amountCents: 25_00, reason, evidence: [firstId], openedAt: now },
};
const open: DisputeCommand = { type: 'OpenDispute', disputeId, actorId: payer, trade, reason, evidence: [firstId], now };
const decide = (outcome: 'release' | 'return' | 'split', payeeCents = 0, payerCents = 0): DisputeCommand => ({
  type: 'DecideDispute',
  adminId: admin,
  outcome,
  payeeCents,
  payerCents,
  note: 'Photos show the delivery.',
  now,
});

const { given } = DeciderSpecification.for(disputeDecider);

describe('dispute decider', () => {
  it('opens once per trade, with what is at stake fixed', () => {
    given([]).when(open).then([opened]);
    given([opened]).when(open).thenRejects('conflict', disputeMessages.alreadyOpen);
  });

  it('lets both parties and administrators write in the thread, and strangers nothing', () => {
    const post = (actorId: string, isAdmin = false): DisputeCommand => ({ type: 'PostDisputeMessage', messageId: firstId, actorId, isAdmin, body: 'Here is the receipt.', now });
    given([opened]).when(post(payee)).thenMatches([{ type: 'DisputeMessagePosted', data: { by: payee, byAdmin: false, body: 'Here is the receipt.' } }]);
    given([opened]).when(post(admin, true)).thenMatches([{ data: { by: admin, byAdmin: true } }]);
    given([opened]).when(post(stranger)).thenRejects('not_found', disputeMessages.notFound);
    given([]).when(post(payer)).thenRejects('not_found');
  });

  it('gives everything to one side on release or return', () => {
    given([opened]).when(decide('release')).thenMatches([{ type: 'DisputeDecided', data: { outcome: 'release', payeeCents: 25_00, payerCents: 0, decidedBy: admin } }]);
    given([opened]).when(decide('return', 1, 1)).thenMatches([{ data: { outcome: 'return', payeeCents: 0, payerCents: 25_00 } }]);
  });

  it('splits only into two parts above zero that add up to the amount at stake', () => {
    given([opened]).when(decide('split', 15_00, 10_00)).thenMatches([{ data: { outcome: 'split', payeeCents: 15_00, payerCents: 10_00 } }]);
    given([opened]).when(decide('split', 15_00, 9_99)).thenRejects('invalid', disputeMessages.splitTotal(25_00));
    given([opened]).when(decide('split', 25_00, 0)).thenRejects('invalid');
  });

  it('is decided once', () => {
    const decided = given([opened]).when(decide('release')).thenMatches([{ type: 'DisputeDecided' }]);
    given([opened, ...decided]).when(decide('return')).thenRejects('conflict', disputeMessages.alreadyDecided);
    given([]).when(decide('return')).thenRejects('not_found');
  });
});
