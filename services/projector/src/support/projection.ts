import { defineProjection } from '../projection';

/** Contact messages and reports, newest first, for the support team's view. */
export const supportProjection = defineProjection({
  name: 'support',
  tables: ['support_requests'],
  handles: ['SupportRequestSubmitted'],
  async apply(event, trx) {
    if (event.type !== 'SupportRequestSubmitted') return;
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
