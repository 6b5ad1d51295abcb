import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { grantAdminByEmail } from '@barteraid/command-api';
import { startTestApp, signedUpMember, type ApiClient, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';
import { tableSnapshot } from '../support/read-models';
import {
  PRICE_ID,
  WEBHOOK_SECRET,
  invoiceObject,
  signedWebhook,
  startStripeStandIn,
  subscriptionObject,
  type StripeStandIn,
} from '../support/stripe-stand-in';

const DAY_MS = 24 * 60 * 60 * 1000;
let stripe: StripeStandIn;
let app: TestApp;
let admin: ApiClient;
let adminUsername: string;
/** The app's clock: the trial rule is driven by moving it. */
let clockOffsetMs = 0;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  app = await startTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_PRICE_ID: PRICE_ID,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    { clock: () => new Date(Date.now() + clockOffsetMs) },
  );
  admin = app.client();
  const profile = await admin.signUp({ membershipTier: 'free_assistance' });
  adminUsername = String(profile.username);
  const granted = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, profile.email, 'test');
  await app.projector.caughtUp(granted.position!);
});
afterAll(async () => {
  await app?.stop();
  await stripe?.stop();
});

async function postWebhook(event: { id: string; type: string; object: Record<string, unknown> }, signature?: string) {
  const signed = signedWebhook(event);
  const response = await fetch(`${app.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? signed.signature },
    body: signed.payload,
  });
  return { status: response.status, body: (await response.json()) as { received?: boolean; recorded?: number; message?: string; field?: string } };
}

/** A member who chose standard at registration and started a subscription against the stand-in. */
async function subscribedMember() {
  const member = await signedUpMember(app, { membershipTier: 'standard' });
  const setup = await member.client.post('/api/create-subscription');
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const subscription = stripe.subscriptions.get(setup.body.subscriptionId)!;
  return { ...member, subscription, clientSecret: setup.body.clientSecret as string };
}

describe('standard membership paid through Stripe', () => {
  it('records the wish at registration: tier standard, pending payment, nothing charged', async () => {
    const member = await signedUpMember(app, { membershipTier: 'standard' });
    const status = (await member.client.get('/api/membership')).body;
    expect(status).toMatchObject({ tier: 'standard', standing: 'pending_payment', lastPayment: null });
    const events = await app.store.readStream(streams.membership(member.id));
    expect(events.map((event) => event.type)).toEqual(['StandardMembershipRequested']);
  });

  it('creates the customer and the subscription at the stand-in, with the member in their metadata', async () => {
    const { id, subscription, clientSecret } = await subscribedMember();
    expect(clientSecret).toBe(`pi_${subscription.id}_secret_standin`);
    expect(subscription.metadata).toEqual({ memberId: id });
    expect(stripe.customers.get(subscription.customer)).toMatchObject({ 'metadata[memberId]': id });
    const created = stripe.requests.find((request) => request.path === '/v1/subscriptions' && request.form['metadata[memberId]'] === id)!;
    expect(created.form).toMatchObject({ 'items[0][price]': PRICE_ID, payment_behavior: 'default_incomplete' });
  });

  it('offers the same subscription again while its first payment waits, and a new one once Stripe gave up on it', async () => {
    const { id, client, subscription, clientSecret } = await subscribedMember();
    // The member left the card form and comes back: the same subscription and secret, nothing new at Stripe.
    const again = await client.post('/api/create-subscription');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ subscriptionId: subscription.id, clientSecret });
    const createdFor = () => stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/subscriptions' && request.form['metadata[memberId]'] === id);
    expect(createdFor()).toHaveLength(1);
    expect(stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/customers' && request.form['metadata[memberId]'] === id)).toHaveLength(1);

    // Stripe cannot be asked about it: the member is told to try again, and no second one is made.
    stripe.outage = true;
    const troubled = await client.post('/api/create-subscription');
    stripe.outage = false;
    expect(troubled.status).toBe(502);
    expect(troubled.body.message).toBe('Unable to create subscription. Please try again.');
    expect(createdFor()).toHaveLength(1);
    expect((await client.post('/api/create-subscription')).body).toEqual({ subscriptionId: subscription.id, clientSecret });

    // Unpaid for a day, Stripe expires it: the next visit gets a new subscription for the same customer.
    stripe.subscriptions.get(subscription.id)!.status = 'incomplete_expired';
    const fresh = await client.post('/api/create-subscription');
    expect(fresh.status).toBe(200);
    expect(fresh.body.subscriptionId).not.toBe(subscription.id);
    expect(createdFor()).toHaveLength(2);
    expect(stripe.subscriptions.get(fresh.body.subscriptionId)!.customer).toBe(subscription.customer);
    const started = (await app.store.readStream(streams.membership(id))).filter((event) => event.type === 'SubscriptionStarted');
    expect(started.map((event) => (event.data as { stripeSubscriptionId: string }).stripeSubscriptionId)).toEqual([subscription.id, fresh.body.subscriptionId]);

    // No longer known to Stripe at all ("No such subscription"): also a new one.
    stripe.subscriptions.delete(fresh.body.subscriptionId);
    const third = await client.post('/api/create-subscription');
    expect(third.status).toBe(200);
    expect(third.body.subscriptionId).not.toBe(fresh.body.subscriptionId);
    expect(createdFor()).toHaveLength(3);
  });

  it('refuses a webhook whose signature does not match with 400, and records nothing', async () => {
    const { id, subscription } = await subscribedMember();
    const event = { id: `evt_${randomUUID()}`, type: 'invoice.paid', object: invoiceObject(subscription) };
    const forged = signedWebhook(event, 'whsec_someone_else').signature;
    const refused = await postWebhook(event, forged);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'The Stripe signature does not match this payload.', field: 'Stripe-Signature' });
    const unsigned = await fetch(`${app.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(400);
    expect((await app.store.readStream(streams.membership(id))).map((each) => each.type)).toEqual(['StandardMembershipRequested', 'SubscriptionStarted']);
  });

  it('makes the member standard on the first paid invoice, with the bonus once, and a repeated webhook is a no-op', async () => {
    const { id, client, subscription } = await subscribedMember();
    const event = { id: `evt_${randomUUID()}`, type: 'invoice.paid', object: invoiceObject(subscription) };
    const first = await postWebhook(event);
    expect(first).toEqual({ status: 200, body: { received: true, recorded: 2 } });
    const status = (await client.get('/api/membership')).body;
    expect(status).toMatchObject({ tier: 'standard', standing: 'active', lastPayment: { outcome: 'paid', amount: '10.00' }, standard: { cancelAtPeriodEnd: false } });
    expect((await client.get('/api/auth/me')).body.barterCredits).toBe('100.00');

    const stored = await app.store.readStream(streams.membership(id));
    const again = await postWebhook(event);
    expect(again).toEqual({ status: 200, body: { received: true, recorded: 0 } });
    expect(await app.store.readStream(streams.membership(id))).toHaveLength(stored.length);
    expect((await client.get('/api/auth/me')).body.barterCredits).toBe('100.00');

    // The bonus is a visible, ledgered grant; a renewal pays no second one.
    const ledger = await app.store.readStream(streams.ledger(id));
    expect(ledger.filter((each) => each.type === 'CreditsGranted').map((each) => each.data)).toEqual([
      expect.objectContaining({ amountCents: 5000, reason: 'standard_membership_bonus', grantedBy: null }),
    ]);
    expect((await postWebhook({ id: `evt_${randomUUID()}`, type: 'invoice.paid', object: invoiceObject(subscription) })).body.recorded).toBe(1);
    expect((await client.get('/api/auth/me')).body.barterCredits).toBe('100.00');

    const payments = (await admin.get('/api/admin/payments')).body.payments as { memberId: string; outcome: string; amount: string }[];
    expect(payments.filter((payment) => payment.memberId === id)).toEqual([
      expect.objectContaining({ outcome: 'paid', amount: '10.00', currency: 'usd' }),
      expect.objectContaining({ outcome: 'paid', amount: '10.00' }),
    ]);
    const stats = (await admin.get('/api/admin/stats')).body;
    expect(Number(stats.revenueCollected.thisMonth)).toBeGreaterThanOrEqual(20);
    expect(stats.standardMembers).toBeGreaterThanOrEqual(1);
    expect((await client.get('/api/admin/payments')).status).toBe(403);
  });

  it('records two simultaneous deliveries of one Stripe event once', async () => {
    const { id, client, subscription } = await subscribedMember();
    const event = { id: `evt_${randomUUID()}`, type: 'invoice.paid', object: invoiceObject(subscription) };
    const answers = await Promise.all([postWebhook(event), postWebhook(event), postWebhook(event)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const types = (await app.store.readStream(streams.membership(id))).map((each) => each.type);
    expect(types.filter((type) => type === 'MembershipPaymentReceived')).toHaveLength(1);
    expect(types.filter((type) => type === 'StandardMembershipActivated')).toHaveLength(1);
    expect((await client.get('/api/auth/me')).body.barterCredits).toBe('100.00');
  });

  it('lets the member cancel at period end, and lapses to no active membership when Stripe ends the subscription', async () => {
    const { id, client, subscription } = await subscribedMember();
    await postWebhook({ id: `evt_${randomUUID()}`, type: 'invoice.paid', object: invoiceObject(subscription) });
    const listing = await client.post('/api/listings', { title: 'Spare tarp', description: 'A large blue tarp', category: 'shelter-housing', type: 'offer', credits: '5.00', location: 'Austin, TX' });
    expect(listing.status).toBe(201);

    const cancelled = await client.post('/api/membership/cancel');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.message).toMatch(/^Cancelled: your standard membership ends on \d{4}-\d{2}-\d{2}\.$/);
    expect(stripe.requests.some((request) => request.path === `/v1/subscriptions/${subscription.id}` && request.form.cancel_at_period_end === 'true')).toBe(true);
    expect((await client.get('/api/membership')).body).toMatchObject({ standing: 'active', standard: { cancelAtPeriodEnd: true } });
    expect((await client.post('/api/membership/cancel')).status).toBe(409);

    const ended = await postWebhook({ id: `evt_${randomUUID()}`, type: 'customer.subscription.deleted', object: subscriptionObject(subscription, 'canceled') });
    expect(ended.body.recorded).toBe(1);
    const status = (await client.get('/api/membership')).body;
    expect(status).toMatchObject({ tier: 'standard', standing: 'none' });
    // The account, its listings and its credits stay.
    const me = (await client.get('/api/auth/me')).body;
    expect(me.barterCredits).toBe('100.00');
    expect((await client.get(`/api/listings/${listing.body.listing.id}`)).status).toBe(200);
    const history = (await admin.get(`/api/admin/members/${id}`)).body.membershipHistory as { eventType: string }[];
    expect(history.map((step) => step.eventType)).toEqual([
      'StandardMembershipRequested',
      'SubscriptionStarted',
      'MembershipPaymentReceived',
      'StandardMembershipActivated',
      'StandardMembershipCancellationRequested',
      'MembershipLapsed',
    ]);
    // Someone without an active standard membership has nothing to cancel.
    expect((await client.post('/api/membership/cancel')).status).toBe(409);
  });

  it('records a failed payment and a past-due renewal, then lapses as unpaid', async () => {
    const { client, subscription } = await subscribedMember();
    await postWebhook({ id: `evt_${randomUUID()}`, type: 'invoice.paid', object: invoiceObject(subscription) });
    const failed = await postWebhook({ id: `evt_${randomUUID()}`, type: 'invoice.payment_failed', object: invoiceObject(subscription) });
    expect(failed.body.recorded).toBe(1);
    await postWebhook({ id: `evt_${randomUUID()}`, type: 'customer.subscription.updated', object: subscriptionObject(subscription, 'past_due') });
    expect((await client.get('/api/membership')).body).toMatchObject({ standing: 'past_due', lastPayment: { outcome: 'failed' } });
    await postWebhook({ id: `evt_${randomUUID()}`, type: 'customer.subscription.updated', object: subscriptionObject(subscription, 'unpaid') });
    expect((await client.get('/api/membership')).body.standing).toBe('none');
    const notifications = (await client.get('/api/notifications')).body as { title: string }[] | { notifications: { title: string }[] };
    const titles = (Array.isArray(notifications) ? notifications : notifications.notifications).map((each) => each.title);
    expect(titles).toEqual(expect.arrayContaining(['Payment received', 'Payment failed', 'Standard membership ended']));
  });

  it('acknowledges events it does not act on, and events about subscriptions it does not know', async () => {
    expect((await postWebhook({ id: `evt_${randomUUID()}`, type: 'customer.created', object: { id: 'cus_x', object: 'customer' } })).body).toEqual({ received: true, recorded: 0 });
    const stranger = { id: 'sub_unknown', customer: 'cus_unknown', metadata: {} };
    expect((await postWebhook({ id: `evt_${randomUUID()}`, type: 'invoice.paid', object: invoiceObject(stranger) })).body).toEqual({ received: true, recorded: 0 });
  });
});

describe('guest trial rule', () => {
  it('reminds 7 days and 1 day before, ends the trial at expiry, never twice, with the inviter shown to admins', async () => {
    const code = (await admin.post('/api/admin/invitations', {})).body.code as string;
    const guest = await signedUpMember(app, { membershipTier: 'free_assistance' });
    const trial = await guest.client.post('/api/membership/applications', { tier: 'guest_trial', invitationCode: code });
    expect(trial.status).toBe(201);
    const expiresAt = Date.parse(trial.body.trialExpiresAt);
    const runAt = async (at: number) => {
      clockOffsetMs = at - Date.now();
      try {
        return await app.settlement.applyTrialRules();
      } finally {
        clockOffsetMs = 0;
      }
    };
    const mine = async () => (await app.store.readStream(streams.membership(guest.id))).map((each) => each.type);

    await runAt(expiresAt - 10 * DAY_MS);
    expect(await mine()).toEqual(['TrialGranted']);
    await runAt(expiresAt - 6 * DAY_MS);
    await runAt(expiresAt - 5 * DAY_MS);
    expect(await mine()).toEqual(['TrialGranted', 'TrialReminderSent']);
    await runAt(expiresAt - 12 * 60 * 60 * 1000);
    await runAt(expiresAt + 60_000);
    await runAt(expiresAt + 2 * DAY_MS);
    expect(await mine()).toEqual(['TrialGranted', 'TrialReminderSent', 'TrialReminderSent', 'TrialEnded']);
    const reminders = (await app.store.readStream(streams.membership(guest.id))).filter((each) => each.type === 'TrialReminderSent');
    expect(reminders.map((each) => (each.data as { daysBefore: number }).daysBefore)).toEqual([7, 1]);

    await eventually(async () => expect((await guest.client.get('/api/membership')).body).toMatchObject({ tier: 'guest_trial', standing: 'none' }));
    const view = (await admin.get(`/api/admin/members/${guest.id}`)).body;
    expect(view.profile.invitedBy).toBe(adminUsername);
    expect(view.membershipHistory.map((step: { eventType: string }) => step.eventType)).toEqual(['TrialGranted', 'TrialReminderSent', 'TrialReminderSent', 'TrialEnded']);
    // The mail reactor turns the reminders and the end into mails in the outbox.
    await eventually(async () => {
      const rows = await app.database.db.selectFrom('mail_outbox').select('subject').where('member_id', '=', guest.id).where('kind', '!=', 'email_confirm').execute();
      expect(rows.map((row) => row.subject).sort()).toEqual(['Your guest trial ends in 1 day', 'Your guest trial ends in 7 days', 'Your guest trial has ended']);
    });
  });
});

describe('an approved verification and the free tiers', () => {
  const church = {
    verificationType: 'church',
    formData: { organizationName: 'Grace Chapel', taxId: '12-3456789', denomination: 'Baptist', address: '1 Main St', pastor: 'Rev. Lee', established: 1990, congregation: 80 },
    documents: ['charter.pdf'],
  };

  it('grants emergency_business to a church that applied for it', async () => {
    const member = await signedUpMember(app, { membershipTier: 'standard' });
    expect((await member.client.post('/api/membership/applications', { tier: 'emergency_business', reason: 'We run the shelter.' })).status).toBe(201);
    expect((await member.client.post('/api/user/verification', church)).status).toBe(201);
    expect((await admin.patch(`/api/admin/users/${member.id}/verification`, { status: 'approved' })).status).toBe(200);
    expect((await member.client.get('/api/membership')).body).toMatchObject({ tier: 'emergency_business', standing: 'active', freeTierOffer: null });
  });

  it('offers it to a member who did not ask, who may accept it', async () => {
    const member = await signedUpMember(app, { membershipTier: 'standard' });
    expect((await member.client.post('/api/user/verification', church)).status).toBe(201);
    expect((await admin.patch(`/api/admin/users/${member.id}/verification`, { status: 'approved' })).status).toBe(200);
    expect((await member.client.get('/api/membership')).body).toMatchObject({
      tier: 'standard',
      standing: 'pending_payment',
      freeTierOffer: { tier: 'emergency_business', verificationType: 'church' },
    });
    const accepted = await member.client.post('/api/membership/free-tier-offer/accept');
    expect(accepted.status).toBe(200);
    expect((await member.client.get('/api/membership')).body).toMatchObject({ tier: 'emergency_business', standing: 'active', freeTierOffer: null });
    expect((await member.client.post('/api/membership/free-tier-offer/accept')).status).toBe(409);
  });
});

describe('the card form and the CSP', () => {
  it('allows exactly Stripe’s script, frame and API origins when keyed, and hands the page the publishable key', async () => {
    const response = await fetch(`${app.url}/api/config`);
    expect(((await response.json()) as { stripePublishableKey: string | null }).stripePublishableKey).toBe('pk_test_stand_in');
    const csp = response.headers.get('content-security-policy')!;
    const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(directive('frame-src')).toBe("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
    expect(directive('connect-src')).toBe("connect-src 'self' ws: wss: https://api.stripe.com");
  });

  it('allows no Stripe origin without keys, where subscribing and the webhook say payments are not set up', async () => {
    const plain = await startTestApp();
    try {
      const response = await fetch(`${plain.url}/api/config`);
      expect(((await response.json()) as { stripePublishableKey: string | null }).stripePublishableKey).toBeNull();
      expect(response.headers.get('content-security-policy')).not.toContain('stripe');
      const member = await signedUpMember(plain);
      const refused = await member.client.post('/api/create-subscription');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe('Payments are not set up on this server yet.');
      const webhook = await fetch(`${plain.url}/api/stripe/webhook`, { method: 'POST', headers: { 'stripe-signature': 't=1,v1=x' }, body: '{}' });
      expect(webhook.status).toBe(503);
    } finally {
      await plain.stop();
    }
  });
});

describe('read models', () => {
  it('rebuild the members, membership and notifications read models to exactly the rows built incrementally', async () => {
    await app.projector.caughtUp(await app.store.headPosition());
    const tables = ['members', 'member_subscriptions', 'membership_payments', 'membership_history', 'membership_offers', 'notifications'];
    const snapshot = () => tableSnapshot(app.database.db, tables);
    const incremental = await snapshot();
    expect(incremental.membership_payments!.length).toBeGreaterThanOrEqual(3);
    expect(incremental.members!.some((row) => row.includes('"membership_standing":"none"'))).toBe(true);
    for (const name of ['members', 'membership', 'notifications']) await app.projector.rebuild(name);
    expect(await snapshot()).toEqual(incremental);
  });
});
