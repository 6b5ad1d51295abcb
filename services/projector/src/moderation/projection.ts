import { erasedValue, personalData } from '@barteraid/events';
import { CREDENTIALS_CHANGED } from '@barteraid/infra';
import { defineProjection } from '../projection';

/**
 * Reports as filed, what admins did about them, and the suspensions not lifted. Every time comes
 * from the events; whether a suspension is still in force is decided by readers from `ends_at`.
 */
export const moderationProjection = defineProjection({
  name: 'moderation',
  tables: ['moderation_reports', 'moderation_report_outcomes', 'member_suspensions'],
  handles: ['ReportFiled', 'ReportDismissed', 'ReportActioned', 'MemberSuspended', 'MemberSuspensionLifted', 'MemberAccountClosed'],
  async apply(event, trx, outbox) {
    switch (event.type) {
      // A closed member's own words in their reports read as erased, as a rebuild from the log finds
      // them once their key is gone; the report itself, its evidence and its outcomes stay.
      case 'MemberAccountClosed': {
        const memberId = event.data.memberId;
        const description = erasedValue(personalData.ReportFiled!.fields.description!, memberId) as string;
        await trx.updateTable('moderation_reports').set({ description }).where('reporter_id', '=', memberId).execute();
        return;
      }
      case 'ReportFiled': {
        const report = event.data;
        await trx
          .insertInto('moderation_reports')
          .values({
            id: report.reportId,
            reference: report.reference,
            reporter_id: report.reporterId,
            subject: report.subject,
            reported_member_id: report.reportedMemberId,
            listing_id: report.listingId,
            trade_id: report.tradeId,
            message_id: report.messageId,
            category: report.category,
            description: report.description,
            listing_title: report.evidence.listingTitle,
            listing_description: report.evidence.listingDescription,
            message_text: report.evidence.messageText,
            status: 'open',
            filed_at: new Date(report.filedAt),
            closed_at: null,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'ReportDismissed':
      case 'ReportActioned': {
        const dismissed = event.type === 'ReportDismissed';
        const at = new Date(dismissed ? event.data.dismissedAt : event.data.actedAt);
        await trx
          .insertInto('moderation_report_outcomes')
          .values({
            report_id: event.data.reportId,
            action: dismissed ? 'dismissed' : event.data.action,
            actor_id: dismissed ? event.data.dismissedBy : event.data.actedBy,
            note: event.data.note,
            at,
          })
          .onConflict((oc) => oc.columns(['report_id', 'action']).doNothing())
          .execute();
        await trx
          .updateTable('moderation_reports')
          .set((eb) => ({ status: dismissed ? 'dismissed' : 'actioned', closed_at: eb.fn.coalesce('closed_at', eb.val(at)) }))
          .where('id', '=', event.data.reportId)
          .execute();
        return;
      }
      case 'MemberSuspended': {
        const suspension = event.data;
        const row = {
          suspension_id: suspension.suspensionId,
          reason: suspension.reason,
          ends_at: suspension.endsAt ? new Date(suspension.endsAt) : null,
          suspended_by: suspension.suspendedBy,
          report_id: suspension.reportId,
          suspended_at: new Date(suspension.suspendedAt),
        };
        await trx
          .insertInto('member_suspensions')
          .values({ member_id: suspension.memberId, ...row })
          .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
          .execute();
        // Live only: every gateway checks this member's open sockets at once (their sessions end).
        outbox.notify(suspension.memberId, { type: CREDENTIALS_CHANGED });
        return;
      }
      case 'MemberSuspensionLifted':
        await trx
          .deleteFrom('member_suspensions')
          .where('member_id', '=', event.data.memberId)
          .where('suspension_id', '=', event.data.suspensionId)
          .execute();
        // Gateways read the member's sign-in facts afresh (they keep them a few seconds).
        outbox.notify(event.data.memberId, { type: CREDENTIALS_CHANGED });
        return;
    }
  },
});
