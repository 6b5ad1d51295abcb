import { Router } from 'express';
import { streams, type MemberEvent } from '@barteraid/events';
import type { SubscriptionSetup } from '@barteraid/events/contracts/membership';
import { HttpError, log, errorFields, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream, nowOf } from '../command-handling';
import { membershipDecider } from '../membership/membership';
import { stripePayments, type PaymentProvider } from './payments';

export const paymentsNotConfigured = 'Payments are not set up on this server yet.';

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
  const payments = provider ?? (secretKey && priceId ? stripePayments(secretKey, priceId) : null);

  router.post('/api/create-subscription', async (req, res) => {
    const { memberId } = requireActor(req);
    if (!payments) throw new HttpError(503, paymentsNotConfigured);
    const contact = (await loadStream(deps.store, streams.member(memberId), memberContact)).state;
    if (!contact) throw new HttpError(404, 'No member with that id.');
    const membership = await loadStream(deps.store, streams.membership(memberId), membershipDecider);
    let created;
    try {
      created = await payments.createSubscription({
        memberId,
        ...contact,
        customerId: membership.state.subscription?.customerId ?? null,
      });
    } catch (error) {
      log.warn('creating a subscription failed', { memberId, ...errorFields(error) });
      throw new HttpError(502, 'Unable to create subscription. Please try again.');
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

  return router;
}
