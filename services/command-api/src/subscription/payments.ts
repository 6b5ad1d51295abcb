import Stripe from 'stripe';

export interface SubscriptionRequest {
  memberId: string;
  email: string;
  name: string;
  /** The member's Stripe customer from an earlier attempt, reused instead of creating another. */
  customerId: string | null;
  /**
   * The member's subscription that still waits for its first payment (they opened the card form
   * before and left): offered again while Stripe still waits for it, so a member who comes back to
   * pay has one subscription, not one per visit.
   */
  pendingSubscriptionId: string | null;
}

export interface CreatedSubscription {
  customerId: string;
  subscriptionId: string;
  /** For the card form (Stripe.js) to confirm the first payment. */
  clientSecret: string;
}

/** The card payment provider as the subscribe and cancel routes need it. */
export interface PaymentProvider {
  createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription>;
  /** Ends the subscription when its paid period ends (Stripe then sends `customer.subscription.deleted`). */
  cancelAtPeriodEnd(subscriptionId: string): Promise<{ currentPeriodEnd: string | null }>;
}

/** Where the SDK sends its calls: Stripe's API, or `STRIPE_API_URL` (stripe-mock, a test's stand-in). */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(target ? { host: target.hostname, port: target.port || (target.protocol === 'https:' ? 443 : 80), protocol: target.protocol === 'https:' ? 'https' : 'http' } : {}),
  });
}

const isoOfSeconds = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);

/** The secret the card form confirms the subscription's first invoice with, when Stripe gave one. */
function confirmationSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  return (typeof invoice === 'object' && invoice ? invoice.confirmation_secret?.client_secret : null) ?? null;
}

/**
 * Stripe: a customer, then a subscription to the configured price that waits for its first
 * payment (`default_incomplete`); the first invoice's confirmation secret goes to the card form.
 */
export function stripePayments(secretKey: string, priceId: string, apiUrl?: string): PaymentProvider {
  const stripe = stripeClient(secretKey, apiUrl);
  return {
    async cancelAtPeriodEnd(subscriptionId) {
      const subscription = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
      return { currentPeriodEnd: isoOfSeconds(subscription.items?.data?.[0]?.current_period_end) };
    },
    async createSubscription(request) {
      if (request.pendingSubscriptionId) {
        // Gone at Stripe, or no longer waiting (expired after 23 hours unpaid, cancelled): a new one.
        // Any other failure (Stripe unreachable) is the member's to retry: guessing "gone" would
        // leave them two subscriptions waiting.
        const pending = await stripe.subscriptions
          .retrieve(request.pendingSubscriptionId, { expand: ['latest_invoice.confirmation_secret'] })
          .catch((error: unknown) => {
            if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
            throw error;
          });
        const secret = pending?.status === 'incomplete' ? confirmationSecretOf(pending) : null;
        if (pending && secret) {
          const customerId = typeof pending.customer === 'string' ? pending.customer : pending.customer.id;
          return { customerId, subscriptionId: pending.id, clientSecret: secret };
        }
      }
      const customerId =
        request.customerId ??
        (await stripe.customers.create({ email: request.email, name: request.name, metadata: { memberId: request.memberId } })).id;
      const subscription = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: { memberId: request.memberId },
      });
      const clientSecret = confirmationSecretOf(subscription);
      if (!clientSecret) throw new Error(`Stripe subscription ${subscription.id} has no payment to confirm`);
      return { customerId, subscriptionId: subscription.id, clientSecret };
    },
  };
}
