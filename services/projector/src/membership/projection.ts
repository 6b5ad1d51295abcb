import { erasedValue, personalData } from '@barteraid/events';
import { defineProjection } from '../projection';
import { applyLifecycle, lifecycleEvents } from './lifecycle';

/** Invitation codes, applications and their review, and Stripe references (tiers live in `members`). */
export const membershipProjection = defineProjection({
  name: 'membership',
  tables: ['invitations', 'membership_applications', 'member_subscriptions', 'membership_payments', 'membership_history', 'membership_offers'],
  handles: ['InvitationIssued', 'InvitationRedeemed', 'MembershipApplicationSubmitted', 'MembershipApplicationApproved', 'MembershipApplicationRejected', 'SubscriptionStarted', 'TrialGranted', 'MemberAccountClosed', ...lifecycleEvents],
  async apply(event, trx) {
    switch (event.type) {
      // Why a closed member applied reads as erased, as a rebuild finds it once their key is gone.
      case 'MemberAccountClosed': {
        const memberId = event.data.memberId;
        const reason = erasedValue(personalData.MembershipApplicationSubmitted!.fields.reason!, memberId) as string;
        await trx.updateTable('membership_applications').set({ reason }).where('member_id', '=', memberId).execute();
        return;
      }
      case 'InvitationIssued':
        await trx
          .insertInto('invitations')
          .values({ code: event.data.code, issued_by: event.data.issuedBy, note: event.data.note, issued_at: new Date(event.data.issuedAt) })
          .onConflict((conflict) => conflict.column('code').doNothing())
          .execute();
        return;
      case 'InvitationRedeemed':
        await trx
          .updateTable('invitations')
          .set({ redeemed_by: event.data.memberId, redeemed_at: new Date(event.data.redeemedAt) })
          .where('code', '=', event.data.code)
          .execute();
        return;
      case 'MembershipApplicationSubmitted':
        await trx
          .insertInto('membership_applications')
          .values({
            id: event.data.applicationId,
            member_id: event.data.memberId,
            tier: event.data.tier,
            reason: event.data.reason,
            status: 'pending',
            submitted_at: new Date(event.data.submittedAt),
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        return;
      case 'MembershipApplicationApproved':
      case 'MembershipApplicationRejected':
        await trx
          .updateTable('membership_applications')
          .set({
            status: event.type === 'MembershipApplicationApproved' ? 'approved' : 'rejected',
            decided_by: event.data.by,
            decided_at: new Date(event.data.decidedAt),
            decision_reason: event.data.reason,
          })
          .where('id', '=', event.data.applicationId)
          .execute();
        if (event.type === 'MembershipApplicationApproved') await applyLifecycle(event, trx);
        return;
      case 'SubscriptionStarted':
        await trx
          .insertInto('member_subscriptions')
          .values({
            member_id: event.data.memberId,
            stripe_customer_id: event.data.stripeCustomerId,
            stripe_subscription_id: event.data.stripeSubscriptionId,
            started_at: new Date(event.data.startedAt),
            status: 'incomplete',
            cancel_at_period_end: false,
            current_period_end: null,
          })
          .onConflict((conflict) =>
            conflict.column('member_id').doUpdateSet({
              stripe_customer_id: event.data.stripeCustomerId,
              stripe_subscription_id: event.data.stripeSubscriptionId,
              started_at: new Date(event.data.startedAt),
              status: 'incomplete',
              cancel_at_period_end: false,
              current_period_end: null,
            }),
          )
          .execute();
        return applyLifecycle(event, trx);
      case 'TrialGranted':
      case 'StandardMembershipRequested':
      case 'MembershipPaymentReceived':
      case 'MembershipPaymentFailed':
      case 'StandardMembershipActivated':
      case 'StandardMembershipPastDue':
      case 'StandardMembershipCancellationRequested':
      case 'MembershipLapsed':
      case 'TrialReminderSent':
      case 'TrialEnded':
      case 'FreeTierGranted':
      case 'FreeTierOffered':
        return applyLifecycle(event, trx);
      default:
        return;
    }
  },
});
