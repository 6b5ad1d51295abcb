import { Router } from 'express';
import { streams, type MemberEvent } from '@barteraid/events';
import type { MembershipChange, SubscriptionSetup } from '@barteraid/events/contracts/membership';
import { HttpError, log, errorFields, messageBody, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream, nowOf } from '../command-handling';
import { membershipDecider } from '../membership/membership';
import { stripePayments, type PaymentProvider } from './payments';
import { membershipMessages as texts } from '@barteraid/events/messages/membership';
import { membersMessages } from '@barteraid/events/messages/members';

export const paymentsNotConfigured = texts.message('paymentsNotConfigured');

/** Who the customer is, from the member's own stream. */
const memberContact = {
  initialState: null as { email: string; name: string } | null,
  evolve: (state: { email: string; name: string } | null, event: MemberEvent) =>
    event.type === 'MemberRegistered' ? { email: event.data.email, name: `${event.data.firstName} ${event.data.lastName}` } : state,
};

/**
 * `POST /api/create-subscription`: with STRIPE_SECRET_KEY and STRIPE_PRICE_ID set, a Stripe
 * subscription for standard membership ($10/month) waiting for its first payment; `{clientSecret}`.
 * Without them, 503 and a plain reason, never a pretend secret.
 */
export function subscriptionRoutes(deps: CommandApiDeps, provider?: PaymentProvider): Router {
  const router = Router();
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PRICE_ID: priceId } = deps.config;
  const payments = provider ?? (secretKey && priceId ? stripePayments(secretKey, priceId, deps.config.STRIPE_API_URL) : null);

  router.post('/api/create-subscription', async (req, res) => {
    const { memberId } = requireActor(req);
    if (!payments) throw new HttpError(503, paymentsNotConfigured);
    const contact = (await loadStream(deps.store, streams.member(memberId), memberContact)).state;
    if (!contact) throw new HttpError(404, membersMessages.message('noSuchMember'));
    const membership = await loadStream(deps.store, streams.membership(memberId), membershipDecider);
    const standard = membership.state.lifecycle.standard;
    let created;
    try {
      created = await payments.createSubscription({
        memberId,
        ...contact,
        customerId: membership.state.subscription?.customerId ?? null,
        pendingSubscriptionId: standard?.status === 'pending_payment' ? standard.subscriptionId : null,
      });
    } catch (error) {
      log.warn('creating a subscription failed', { memberId, ...errorFields(error) });
      throw new HttpError(502, texts.message('subscriptionFailed'));
    }
    const context = contextOf(req, deps);
    const recorded = await execute(context, streams.membership(memberId), membershipDecider, {
      type: 'RecordSubscription',
      memberId,
      customerId: created.customerId,
      subscriptionId: created.subscriptionId,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(recorded.position);
    const answer: SubscriptionSetup = { clientSecret: created.clientSecret, subscriptionId: created.subscriptionId };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  /**
   * `POST /api/membership/cancel`: standard ends when the paid period ends. Refused before Stripe is
   * asked (no active standard, already cancelling); recorded after Stripe agreed.
   */
  router.post('/api/membership/cancel', async (req, res) => {
    const { memberId } = requireActor(req);
    const context = contextOf(req, deps);
    const command = { type: 'CancelStandard' as const, memberId, by: memberId, now: nowOf(context).toISOString() };
    const membership = await loadStream(deps.store, streams.membership(memberId), membershipDecider);
    const [planned] = membershipDecider.decide(command, membership.state);
    if (!payments) throw new HttpError(503, paymentsNotConfigured);
    if (planned?.type !== 'StandardMembershipCancellationRequested') throw new HttpError(409, texts.message('nothingToCancel'));
    try {
      await payments.cancelAtPeriodEnd(planned.data.subscriptionId);
    } catch (error) {
      log.warn('cancelling a subscription failed', { memberId, ...errorFields(error) });
      throw new HttpError(502, texts.message('cancelUnreachable'));
    }
    const recorded = await execute(context, streams.membership(memberId), membershipDecider, command);
    await deps.projections.waitFor(recorded.position);
    const endsAt = recorded.state.lifecycle.standard?.currentPeriodEnd ?? null;
    const answer: MembershipChange = messageBody(
      endsAt ? texts.message('standardCancelledOn', { on: endsAt.slice(0, 10) }) : texts.message('standardCancelled'),
    );
    res.json(answer);
  });

  return router;
}
