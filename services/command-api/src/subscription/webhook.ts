import express, { Router } from 'express';
import type Stripe from 'stripe';
import { WELCOME_BONUS_CENTS, deterministicId, streams } from '@barteraid/events';
import { HttpError, log } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { decideAcross, loadStream, nowOf, type CommandContext, type Decision, type PlannedWrite } from '../command-handling';
import { membershipDecider } from '../membership/membership';
import { ledgerDecider } from '../credits/ledger';
import { stripeClient } from './payments';
import { noticeOf, type StripeNotice } from './stripe-facts';
import { commandDbOf } from '../read-models';
import { membershipMessages as texts } from '@barteraid/events/messages/membership';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** The premium "2x barter credits": a second welcome bonus on the first payment ever, a ledgered grant the admins see. */
export const STANDARD_BONUS_CENTS = WELCOME_BONUS_CENTS;
export const STANDARD_BONUS_REASON = 'standard_membership_bonus';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StripeEventOutcome {
  recorded: number;
  memberId: string | null;
  position: number | null;
}

/** The member a Stripe object is about: the id we put in its metadata, else the subscription we recorded for them. */
async function memberOf(deps: CommandApiDeps, notice: StripeNotice): Promise<string | null> {
  if (notice.memberId && UUID.test(notice.memberId)) return notice.memberId;
  // Only the stream's address comes from the read model; the membership stream decides whether the subscription is the member's.
  const row = await commandDbOf(deps.db)
    .selectFrom('member_subscriptions')
    .select('member_id')
    .where('stripe_subscription_id', '=', notice.subscriptionId)
    .executeTakeFirst();
  return row?.member_id ?? null;
}

/**
 * Records one verified Stripe event as our own events on the member's membership stream, with ids
 * derived from the Stripe event id, so a repeated delivery (or two at once) records it once. The
 * first payment ever also grants the standard bonus on the member's ledger, in the same append.
 */
export async function recordStripeEvent(deps: CommandApiDeps, context: CommandContext, event: Stripe.Event): Promise<StripeEventOutcome> {
  const notice = noticeOf(event);
  if (!notice) return { recorded: 0, memberId: null, position: null };
  const memberId = await memberOf(deps, notice);
  if (!memberId) {
    log.warn('a Stripe event names no member of ours', { stripeEventId: event.id, type: event.type, subscriptionId: notice.subscriptionId });
    return { recorded: 0, memberId: null, position: null };
  }
  const now = nowOf(context).toISOString();
  return decideAcross(
    context,
    async (): Promise<Decision<StripeEventOutcome>> => {
      const [membership, ledger] = await Promise.all([
        loadStream(context.store, streams.membership(memberId), membershipDecider),
        loadStream(context.store, streams.ledger(memberId), ledgerDecider),
      ]);
      const decided = membershipDecider.decide({ type: 'RecordStripeFact', memberId, fact: notice.fact, now }, membership.state);
      if (decided.length === 0) return { done: { recorded: 0, memberId, position: null } };
      const writes: PlannedWrite[] = [
        {
          streamName: streams.membership(memberId),
          expected: membership.expected,
          events: decided,
          eventIds: (index) => deterministicId('stripe-event', event.id, String(index)),
        },
      ];
      const firstPayment = membership.state.lifecycle.paymentsReceived === 0 && decided.some((each) => each.type === 'MembershipPaymentReceived');
      if (firstPayment) {
        writes.push({
          streamName: streams.ledger(memberId),
          expected: ledger.expected,
          events: ledgerDecider.decide(
            {
              type: 'GrantCredits',
              memberId,
              amountCents: STANDARD_BONUS_CENTS,
              reason: STANDARD_BONUS_REASON,
              description: 'Standard membership bonus: your welcome bonus, doubled',
              grantedBy: null,
              now,
            },
            ledger.state,
          ),
          // Once per member, whichever payment comes first.
          eventIds: () => deterministicId('standard-bonus', memberId),
        });
      }
      return { writes, answer: (position) => ({ recorded: decided.length, memberId, position }) };
    },
    { retries: 5, deterministicIds: true },
  );
}

/**
 * `POST /api/stripe/webhook`: Stripe's signed notices. The signature is checked over the raw body
 * (so this route reads its own body, before the JSON parser); no session or CSRF token applies,
 * the signature is the authentication. 400 on a bad signature; 5xx only when we could not record
 * it, so Stripe delivers it again.
 */
export function stripeWebhookRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  // The SDK's signature check needs no API key; a placeholder stands in when none is set.
  const stripe = stripeClient(deps.config.STRIPE_SECRET_KEY ?? 'sk_webhook_verification_only', deps.config.STRIPE_API_URL);

  router.post(STRIPE_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    if (!secret) throw new HttpError(503, texts.message('paymentsNotConfigured'));
    const signature = req.header('stripe-signature');
    if (!signature) throw new HttpError(400, texts.message('webhookSignatureMissing'), { field: 'Stripe-Signature' });
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) throw new HttpError(400, texts.message('webhookBodyMissing'), { field: 'body' });
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(body, signature, secret);
    } catch {
      throw new HttpError(400, texts.message('webhookSignatureWrong'), { field: 'Stripe-Signature' });
    }
    const outcome = await recordStripeEvent(deps, contextOf(req, deps), event);
    // The member's next read (the dashboard waiting for the outcome) sees it.
    await deps.projections.waitFor(outcome.position);
    res.json({ received: true, recorded: outcome.recorded });
  });

  return router;
}
