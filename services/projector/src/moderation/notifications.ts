import { moderationReference } from '@barteraid/events';
import { moderationNotices } from '@barteraid/events/messages/moderation-notices';
import { notificationSource } from '../projection';
import { recordNotification } from '../notifications/record';

/**
 * The reporter hears the outcome of their report once, in general words: what was done to another
 * member is between that member and BarterAid.
 */
export const moderationNotifications = notificationSource(
  ['ReportDismissed', 'ReportActioned'],
  async (event, trx, outbox) => {
    const { reportId, reporterId } = event.data;
    const first = await trx
      .insertInto('notification_report_outcomes')
      .values({ report_id: reportId })
      .onConflict((oc) => oc.column('report_id').doNothing())
      .returning('report_id')
      .executeTakeFirst();
    if (!first) return;
    const reference = moderationReference(reportId);
    await recordNotification(trx, outbox, {
      memberId: reporterId,
      type: 'other',
      title: moderationNotices.message('reviewed'),
      description: moderationNotices.message(event.type === 'ReportActioned' ? 'actioned' : 'dismissed', { reference }),
      event,
      realtime: { toast: true },
    });
  },
  // The reports whose reporter was already told, kept inside the notifications read model.
  { tables: ['notification_report_outcomes'] },
);
