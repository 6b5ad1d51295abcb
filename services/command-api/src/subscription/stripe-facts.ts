import type Stripe from 'stripe';
import type { StripeFact } from '../membership/lifecycle';

/** A Stripe event we act on: the fact in our words, and how to find the member it is about. */
export interface StripeNotice {
  fact: StripeFact;
  /** The member id Stripe carries back in the metadata we set at creation, when it does. */
  memberId: string | null;
  subscriptionId: string;
}

const isoOfSeconds = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The subscription an invoice belongs to, and the metadata we gave it (API versions since 2025 carry both under `parent`). */
function invoiceSubscription(invoice: Stripe.Invoice): { subscriptionId: string | null; memberId: string | null } {
  const details = invoice.parent?.subscription_details;
  return { subscriptionId: idOf(details?.subscription), memberId: details?.metadata?.memberId ?? null };
}

/**
 * The Stripe events that change a membership: invoices paid or failed, and a subscription's
 * status (active, past due, unpaid, cancelled) or its deletion. Everything else is not ours to
 * record (`null`), and is acknowledged so Stripe does not send it again.
 */
export function noticeOf(event: Stripe.Event): StripeNotice | null {
  const eventId = event.id;
  switch (event.type) {
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const { subscriptionId, memberId } = invoiceSubscription(invoice);
      if (!subscriptionId || !invoice.id) return null;
      const common = { eventId, invoiceId: invoice.id, subscriptionId, currency: invoice.currency };
      const fact: StripeFact =
        event.type === 'invoice.paid'
          ? { kind: 'invoice_paid', ...common, amountCents: invoice.amount_paid, periodEnd: isoOfSeconds(invoice.lines?.data?.[0]?.period?.end) }
          : { kind: 'invoice_payment_failed', ...common, amountCents: invoice.amount_due };
      return { fact, memberId, subscriptionId };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return {
        fact: {
          kind: 'subscription_status',
          eventId,
          subscriptionId: subscription.id,
          status: subscription.status,
          currentPeriodEnd: isoOfSeconds(subscription.items?.data?.[0]?.current_period_end),
        },
        memberId: subscription.metadata?.memberId ?? null,
        subscriptionId: subscription.id,
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        fact: { kind: 'subscription_deleted', eventId, subscriptionId: subscription.id },
        memberId: subscription.metadata?.memberId ?? null,
        subscriptionId: subscription.id,
      };
    }
    default:
      return null;
  }
}
