import { formatCents } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { disputeNotices as notices } from '@barteraid/events/messages/disputes-notices';
import { notificationSource, type Outbox, type ProjectedEvent, type ProjectionTransaction } from '../projection';
import { recordNotification } from '../notifications/record';

/** What one party got from a decision: each reads their own share, not the case's. */
function decision(role: 'payer' | 'payee', listing: string, payeeCents: number, payerCents: number): MessageData {
  if (role === 'payee') {
    return payeeCents > 0 ? notices.message('decidedPaidToYou', { listing, amount: formatCents(payeeCents) }) : notices.message('decidedNothingPaidToYou', { listing });
  }
  return payerCents > 0 ? notices.message('decidedCameBack', { listing, amount: formatCents(payerCents) }) : notices.message('decidedNothingCameBack', { listing });
}

/** Member names come from the bell's own lookup (kept by the trade notifications). */
async function nameOf(trx: ProjectionTransaction, memberId: string): Promise<string> {
  const row = await trx.selectFrom('notification_member_names').select('username').where('member_id', '=', memberId).executeTakeFirst();
  return row?.username ?? 'A member';
}

async function adminIds(trx: ProjectionTransaction): Promise<string[]> {
  return (await trx.selectFrom('notification_admins').select('member_id').execute()).map((row) => row.member_id);
}

/** A bell notification with a toast; the dispute's pages follow its topic. */
async function tell(trx: ProjectionTransaction, outbox: Outbox, event: ProjectedEvent, memberIds: string[], tradeId: string, title: MessageData, description: MessageData) {
  for (const memberId of new Set(memberIds)) {
    await recordNotification(trx, outbox, { memberId, type: 'other', title, description, tradeId, event, realtime: { topic: 'dispute', toast: true } });
  }
}

/**
 * Every change of a dispute reaches everyone in it but its author: the two parties, and the
 * administrators (all of them until one decides, then that one).
 */
export const disputeNotifications = notificationSource(
  ['MemberGrantedAdmin', 'DisputeOpened', 'DisputeMessagePosted', 'DisputeDecided'],
  async (event, trx, outbox) => {
    if (event.type === 'MemberGrantedAdmin') {
      await trx.insertInto('notification_admins').values({ member_id: event.data.memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute();
      return;
    }
    if (event.type === 'DisputeOpened') {
      const { tradeId, listingTitle, payerId, payeeId, amountCents, openedBy, stage } = event.data;
      await trx
        .insertInto('notification_disputes')
        .values({ trade_id: tradeId, listing_title: listingTitle, payer_id: payerId, payee_id: payeeId, amount_cents: amountCents, decided_by: null })
        .onConflict((oc) => oc.column('trade_id').doNothing())
        .execute();
      const name = await nameOf(trx, openedBy);
      const others = [payerId, payeeId, ...(await adminIds(trx))].filter((id) => id !== openedBy);
      const title = notices.message('opened');
      await tell(trx, outbox, event, others, tradeId, title, notices.message(stage === 'held' ? 'openedHeldText' : 'openedText', { name, listing: listingTitle }));
      await tell(trx, outbox, event, [openedBy], tradeId, title, notices.message('openedOwnText', { listing: listingTitle }));
      return;
    }
    const dispute = await trx.selectFrom('notification_disputes').selectAll().where('trade_id', '=', event.data.tradeId).executeTakeFirst();
    if (!dispute) return;
    const listing = dispute.listing_title;
    const parties = [dispute.payer_id, dispute.payee_id];
    if (event.type === 'DisputeMessagePosted') {
      const said = event.data.byAdmin
        ? notices.message('messageByAdminText', { listing })
        : notices.message('messageText', { name: await nameOf(trx, event.data.by), listing });
      const admins = dispute.decided_by ? [dispute.decided_by] : await adminIds(trx);
      const others = [...parties, ...admins].filter((id) => id !== event.data.by);
      await tell(trx, outbox, event, others, event.data.tradeId, notices.message('message'), said);
      return;
    }
    await trx.updateTable('notification_disputes').set({ decided_by: event.data.decidedBy }).where('trade_id', '=', event.data.tradeId).execute();
    const { payeeCents, payerCents } = event.data;
    for (const [role, memberId] of [['payer', dispute.payer_id], ['payee', dispute.payee_id]] as const) {
      await tell(trx, outbox, event, [memberId], event.data.tradeId, notices.message('decided'), decision(role, listing, payeeCents, payerCents));
    }
  },
  { tables: ['notification_disputes', 'notification_admins'] },
);
