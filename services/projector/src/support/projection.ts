import { erasedValue, personalData } from '@barteraid/events';
import { defineProjection } from '../projection';

const sealed = personalData.SupportRequestSubmitted!.fields;

/** Contact messages and reports, newest first, for the support team's view. */
export const supportProjection = defineProjection({
  name: 'support',
  tables: ['support_requests'],
  handles: ['SupportRequestSubmitted', 'MemberAccountClosed'],
  async apply(event, trx) {
    // What a closed member wrote reads as erased, as a rebuild from the log finds it once their key is
    // gone (events/src/personal-data.ts). A visitor's message has no member and stays as sent.
    if (event.type === 'MemberAccountClosed') {
      const memberId = event.data.memberId;
      const erased = (field: string) => erasedValue(sealed[field]!, memberId) as string | null;
      await trx
        .updateTable('support_requests')
        .set({
          name: erased('name'),
          email: erased('email'),
          subject: erased('subject'),
          message: erased('message') ?? '',
          reported_username: erased('reportedUsername'),
        })
        .where('member_id', '=', memberId)
        .execute();
      return;
    }
    const request = event.data;
    await trx
      .insertInto('support_requests')
      .values({
        id: request.requestId,
        reference: request.reference,
        kind: request.kind,
        category: request.category,
        name: request.name,
        email: request.email,
        subject: request.subject,
        message: request.message,
        listing_id: request.listingId,
        trade_id: request.tradeId,
        reported_username: request.reportedUsername,
        member_id: request.memberId,
        status: 'open',
        created_at: new Date(request.submittedAt),
      })
      .execute();
  },
});
