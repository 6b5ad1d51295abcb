import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP stand-in for the parts of Stripe's API the server calls (customers, subscriptions,
 * reading one and updating it), answering Stripe's shapes; the SDK is pointed at it with STRIPE_API_URL. It
 * keeps what it was asked, so tests can check the calls and build webhooks about the same objects.
 * It also serves a stand-in of Stripe.js for browser tests (the page's request to js.stripe.com is
 * routed here), whose Payment Element is a plain form.
 */
export interface StripeStandIn {
  url: string;
  customers: Map<string, Record<string, string>>;
  /** `status` starts `incomplete` (waiting for the first payment); a test may move it on, as Stripe would. */
  subscriptions: Map<string, { id: string; customer: string; metadata: Record<string, string>; cancelAtPeriodEnd: boolean; periodEnd: number; status: string }>;
  requests: { method: string; path: string; form: Record<string, string> }[];
  /** While true, every API call is answered 500 (Stripe having trouble). */
  outage: boolean;
  stop(): Promise<void>;
}

export const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';
export const PRICE_ID = 'price_standard_monthly';

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

/** `metadata[memberId]=…` → `{memberId: …}`, as Stripe reads its form encoding. */
const metadataOf = (form: Record<string, string>) =>
  Object.fromEntries(Object.entries(form).flatMap(([key, value]) => (key.startsWith('metadata[') ? [[key.slice(9, -1), value]] : [])));

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const customers = new Map<string, Record<string, string>>();
  const subscriptions: StripeStandIn['subscriptions'] = new Map();
  const requests: StripeStandIn['requests'] = [];
  let counter = 0;
  const next = (prefix: string) => `${prefix}_standin${++counter}`;
  const now = () => Math.floor(Date.now() / 1000);

  const subscriptionObject = (id: string) => {
    const subscription = subscriptions.get(id)!;
    return {
      id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      metadata: subscription.metadata,
      items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: subscription.periodEnd, price: { id: PRICE_ID } }] },
      latest_invoice: { id: `in_${id}`, object: 'invoice', confirmation_secret: { client_secret: `pi_${id}_secret_standin`, type: 'payment_intent' } },
    };
  };

  const standIn: StripeStandIn = { url: '', customers, subscriptions, requests, outage: false, stop: () => Promise.resolve() };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      const form = req.method === 'POST' ? await formOf(req) : {};
      requests.push({ method: req.method ?? 'GET', path, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') });
        res.end(JSON.stringify(body));
      };
      if (standIn.outage && path.startsWith('/v1/')) return send(500, { error: { type: 'api_error', message: 'Stripe is having trouble.' } });
      if (req.method === 'POST' && path === '/v1/customers') {
        const id = next('cus');
        customers.set(id, form);
        return send(200, { id, object: 'customer', email: form.email, name: form.name, metadata: metadataOf(form) });
      }
      if (req.method === 'POST' && path === '/v1/subscriptions') {
        if (form['items[0][price]'] !== PRICE_ID) return send(400, { error: { type: 'invalid_request_error', message: 'No such price' } });
        const id = next('sub');
        subscriptions.set(id, { id, customer: form.customer!, metadata: metadataOf(form), cancelAtPeriodEnd: false, periodEnd: now() + 30 * 86_400, status: 'incomplete' });
        return send(200, subscriptionObject(id));
      }
      const update = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && update) {
        return subscriptions.has(update[1]!)
          ? send(200, subscriptionObject(update[1]!))
          : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${update[1]}'` } });
      }
      if (req.method === 'POST' && update && subscriptions.has(update[1]!)) {
        const subscription = subscriptions.get(update[1]!)!;
        if (form.cancel_at_period_end === 'true') subscription.cancelAtPeriodEnd = true;
        return send(200, subscriptionObject(subscription.id));
      }
      if (req.method === 'GET' && path.startsWith('/stripe-js')) {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        return res.end(STRIPE_JS_STAND_IN);
      }
      send(404, { error: { type: 'invalid_request_error', message: `No stand-in for ${req.method} ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  Object.assign(standIn, { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return standIn;
}

/** A webhook as Stripe sends it: the JSON payload and its `Stripe-Signature`, signed with the shared secret. */
export function signedWebhook(event: { id: string; type: string; object: Record<string, unknown> }, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2025-09-30.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** An `invoice.paid` / `invoice.payment_failed` object of a subscription, in the API's current shape (the subscription under `parent`). */
export function invoiceObject(subscription: { id: string; customer: string; metadata: Record<string, string> }, amountCents = 1000) {
  const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
  return {
    id: `in_${subscription.id}_${Math.random().toString(36).slice(2, 8)}`,
    object: 'invoice',
    customer: subscription.customer,
    currency: 'usd',
    amount_paid: amountCents,
    amount_due: amountCents,
    status: 'paid',
    lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', amount: amountCents, period: { start: periodEnd - 30 * 86_400, end: periodEnd } }] },
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
  };
}

/** A `customer.subscription.*` object. */
export function subscriptionObject(subscription: { id: string; customer: string; metadata: Record<string, string> }, status: string) {
  return { id: subscription.id, object: 'subscription', customer: subscription.customer, status, metadata: subscription.metadata, cancel_at_period_end: false, items: { object: 'list', data: [] } };
}

/**
 * Stripe.js as far as the subscribe page uses it: `Stripe(key)`, `elements({clientSecret})`,
 * `create('payment')` mounting a plain card-number field, and `confirmPayment`, which "returns" to
 * the return URL as Stripe does after a successful confirmation.
 */
export const STRIPE_JS_STAND_IN = `
(function () {
  function Stripe(key) {
    var stripe = {
      _key: key,
      elements: function (options) {
        var listeners = {};
        var element = {
          mount: function (target) {
            var node = typeof target === 'string' ? document.querySelector(target) : target;
            var label = document.createElement('label');
            label.textContent = 'Card number (stand-in Payment Element)';
            var input = document.createElement('input');
            input.name = 'cardnumber';
            input.setAttribute('data-testid', 'stand-in-card');
            label.appendChild(input);
            node.appendChild(label);
            setTimeout(function () { (listeners.ready || []).forEach(function (cb) { cb({ elementType: 'payment' }); }); }, 0);
          },
          on: function (name, cb) { (listeners[name] = listeners[name] || []).push(cb); return element; },
          off: function () { return element; },
          update: function () {},
          destroy: function () {},
          unmount: function () {},
          focus: function () {},
        };
        window.__standInClientSecret = options && options.clientSecret;
        return {
          create: function () { return element; },
          getElement: function () { return element; },
          update: function () {},
          submit: function () { return Promise.resolve({}); },
          fetchUpdates: function () { return Promise.resolve({}); },
        };
      },
      confirmPayment: function (options) {
        window.location.assign(options.confirmParams.return_url);
        return new Promise(function () {});
      },
      createToken: function () { return Promise.resolve({}); },
      createPaymentMethod: function () { return Promise.resolve({}); },
      confirmCardPayment: function () { return Promise.resolve({}); },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
    return stripe;
  }
  // The release train @stripe/stripe-js expects, so it loads without a version warning.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
