import { Router } from 'express';
import { forbidden, requireActor, unauthorized } from '@barteraid/infra';
import type { Invitation, MembershipPayments, MembershipStatus } from '@barteraid/events/contracts/membership';
import { formatCents, type FreeTier, type VerificationType } from '@barteraid/events';
import type { QueryDeps } from '../deps';
import { applicationView } from './applications';
import { membershipMessages } from '@barteraid/events/messages/membership';

const DAY_MS = 24 * 60 * 60 * 1000;

export function membershipRoutes(deps: QueryDeps): Router {
  const router = Router();

  /** The member's tier, trial and latest application (pending or how an admin decided it), for the membership page. */
  router.get('/api/membership', async (req, res) => {
    const { memberId } = requireActor(req);
    const member = await deps.db
      .selectFrom('members')
      .select(['membership_tier', 'membership_standing', 'trial_expires_at', 'verification_status', 'verified'])
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member) throw unauthorized();
    const application = await deps.db
      .selectFrom('membership_applications')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('submitted_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const subscription = await deps.db.selectFrom('member_subscriptions').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    const [offer, payment, submission] = await Promise.all([
      deps.db.selectFrom('membership_offers').selectAll().where('member_id', '=', memberId).where('accepted_at', 'is', null).executeTakeFirst(),
      deps.db.selectFrom('membership_payments').selectAll().where('member_id', '=', memberId).orderBy('at', 'desc').limit(1).executeTakeFirst(),
      deps.db.selectFrom('verification_submissions').select('id').where('member_id', '=', memberId).limit(1).executeTakeFirst(),
    ]);
    const now = Date.now();
    const expiresAt = member.trial_expires_at ? new Date(member.trial_expires_at) : null;
    const trialActive = expiresAt !== null && expiresAt.getTime() > now;
    const status: MembershipStatus = {
      tier: member.membership_tier as MembershipStatus['tier'],
      verified: member.verified,
      // The members row reads `pending` from registration on: only a submission makes it one.
      verificationStatus: member.verification_status === 'pending' && !submission ? 'none' : (member.verification_status as MembershipStatus['verificationStatus']),
      trialExpiresAt: expiresAt?.toISOString() ?? null,
      trialActive,
      trialDaysLeft: trialActive ? Math.ceil((expiresAt!.getTime() - now) / DAY_MS) : 0,
      pendingApplication: application?.status === 'pending' ? applicationView(application) : null,
      /** The latest application in any state, so the page can say it was approved or declined (and why). */
      latestApplication: application ? applicationView(application) : null,
      subscription: subscription ? { startedAt: subscription.started_at.toISOString() } : null,
      standing: member.membership_standing as MembershipStatus['standing'],
      standard:
        subscription && member.membership_tier === 'standard'
          ? { currentPeriodEnd: subscription.current_period_end?.toISOString() ?? null, cancelAtPeriodEnd: subscription.cancel_at_period_end }
          : null,
      freeTierOffer: offer
        ? { tier: offer.tier as FreeTier, verificationType: offer.verification_type as VerificationType }
        : null,
      lastPayment: payment
        ? { outcome: payment.outcome === 'paid' ? 'paid' : 'failed', amount: formatCents(Number(payment.amount_cents)), at: payment.at.toISOString() }
        : null,
    };
    res.set('Cache-Control', 'no-store').json(status);
  });

  /** The admin's Payments view: the newest 100 invoices Stripe reported paid or failed. */
  router.get('/api/admin/payments', async (req, res) => {
    const { memberId } = requireActor(req);
    const viewer = await deps.db.selectFrom('members').select('is_admin').where('id', '=', memberId).executeTakeFirst();
    if (!viewer?.is_admin) throw forbidden(membershipMessages.message('paymentsAdminOnly'));
    const rows = await deps.db
      .selectFrom('membership_payments as p')
      .leftJoin('members as m', 'm.id', 'p.member_id')
      .selectAll('p')
      .select('m.username')
      .orderBy('p.at', 'desc')
      .orderBy('p.id')
      .limit(100)
      .execute();
    const answer: MembershipPayments = {
      payments: rows.map((row) => ({
        id: row.id,
        memberId: row.member_id,
        username: row.username,
        outcome: row.outcome === 'paid' ? 'paid' : 'failed',
        amount: formatCents(Number(row.amount_cents)),
        currency: row.currency,
        invoiceId: row.invoice_id,
        at: row.at.toISOString(),
      })),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  /** Invitation codes, newest first, for admins. */
  router.get('/api/admin/invitations', async (req, res) => {
    const { memberId } = requireActor(req);
    const viewer = await deps.db.selectFrom('members').select('is_admin').where('id', '=', memberId).executeTakeFirst();
    if (!viewer?.is_admin) throw forbidden(membershipMessages.message('invitationsListAdminOnly'));
    const rows = await deps.db
      .selectFrom('invitations')
      .leftJoin('members', 'members.id', 'invitations.redeemed_by')
      .select(['invitations.code', 'invitations.note', 'invitations.issued_at', 'invitations.redeemed_at', 'members.username as redeemed_by_username'])
      .orderBy('invitations.issued_at', 'desc')
      .limit(200)
      .execute();
    res.set('Cache-Control', 'no-store').json(
      rows.map((row): Invitation => ({
        code: row.code,
        note: row.note,
        issuedAt: row.issued_at.toISOString(),
        redeemed: row.redeemed_at !== null,
        redeemedAt: row.redeemed_at?.toISOString() ?? null,
        redeemedBy: row.redeemed_by_username,
      })),
    );
  });

  return router;
}
