import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { eventually } from '../support/eventually';
import { givenVerifiedNumber, proposedTrade, replyCodeIn } from '../support/texts';
import { TwilioStandIn, signatureOf } from '../support/twilio';
import { grantCredits, signedUpMember, startTestApp, type TestApp } from '../support/test-app';

/**
 * Texts through Twilio's REST API and its webhooks, against a Twilio stand-in on loopback: sends
 * with basic auth, signed status callbacks and inbound messages, signed over PUBLIC_URL (an
 * address other than the one the site listens on, as behind a proxy).
 */
const PUBLIC_URL = 'https://barteraid.example';
const twilio = new TwilioStandIn(PUBLIC_URL);
let app: TestApp;

beforeAll(async () => {
  await twilio.start();
  app = await startTestApp(
    // 25 sign-ins an IP here (enough for the members below), so Twilio's webhooks get 250 (the last test).
    { SMS_URL: twilio.url, SMS_FROM: '15125550199', PUBLIC_URL, NOTIFY_SMS_AFTER_SECONDS: '0', QUIET_HOURS: 'off', RATE_LIMIT_IP_ATTEMPTS: '25' },
    { sms: { sweepIntervalMs: 3_600_000 } },
  );
  twilio.siteUrl = app.url;
});
afterAll(async () => {
  await app?.stop();
  await twilio.stop();
});

let nextNumber = 700;
const newNumber = () => `+1512555${String(nextNumber++).padStart(4, '0')}`;
const textsTo = (phone: string) => twilio.messages.filter((message) => message.to === phone);
const textTo = (phone: string, count: number) =>
  eventually(() => {
    const texts = textsTo(phone);
    expect(texts).toHaveLength(count);
    return texts[count - 1]!;
  });
const outboxTo = (phone: string) => app.database.db.selectFrom('sms_outbox').selectAll().where('recipient', '=', phone).orderBy('created_at').execute();
const inboundFrom = (phone: string) => app.database.db.selectFrom('sms_inbound').select('outcome').where('sender', '=', phone).execute();

/** An owner with a verified number, texted a proposal: the text, and the code a reply must carry. */
async function textedProposal() {
  const owner = await signedUpMember(app);
  const proposer = await signedUpMember(app);
  await grantCredits(app.store, proposer.id, 5000, 'Welcome credits');
  const phone = newNumber();
  await givenVerifiedNumber(app, owner, phone);
  const tradeId = await proposedTrade(app, owner, proposer);
  await app.sms.sweep();
  const notice = await textTo(phone, 1);
  return { owner, proposer, phone, tradeId, notice, code: replyCodeIn(notice.body)! };
}

describe('texts through Twilio', () => {
  it('sends the code that proves a number with basic auth and a status callback on PUBLIC_URL; the signed status marks it delivered', async () => {
    const member = await signedUpMember(app);
    const sent = await member.client.post('/api/user/phone', { phone: '(512) 555-0142' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const text = await textTo('+15125550142', 1);
    expect(text).toMatchObject({ from: '+15125550199', statusCallback: `${PUBLIC_URL}/api/sms/twilio/status` });
    const code = /\b(\d{6})\b/.exec(text.body)![1]!;
    expect(text.body).toBe(`Your BarterAid code is ${code}. It works for 10 minutes. Do not share it.`);

    const confirmed = await member.client.post('/api/user/phone/confirm', { code });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ code: 'phone.confirmed', phone: '+15125550142' });
    await eventually(async () => expect((await outboxTo('+15125550142')).map((row) => [row.status, row.smsc_message_id])).toEqual([['delivered', text.sid]]));
    expect(twilio.callbacks.filter((callback) => callback.sid === text.sid)).toEqual([
      { sid: text.sid, status: 'sent', answer: 200 },
      { sid: text.sid, status: 'delivered', answer: 200 },
    ]);
  });

  it('texts a proposal, delivered; ACCEPT by webhook accepts it once though Twilio delivers the webhook twice, answered with empty TwiML', async () => {
    const { owner, proposer, phone, tradeId, notice, code } = await textedProposal();
    expect(notice.body).toBe(`${proposer.username} proposed a trade for "Water" (12.00 credits). Reply ACCEPT ${code} or DECLINE ${code}`);
    await eventually(async () => expect((await outboxTo(phone)).map((row) => [row.kind, row.status])).toEqual([['notice', 'delivered']]));

    const sid = 'SM' + 'ab'.repeat(16);
    for (const words of [`ACCEPT ${code}`, `accept ${code}`]) {
      const answer = await twilio.deliver(phone, words, { sid });
      expect(answer).toEqual({ status: 200, contentType: expect.stringMatching(/^text\/xml/), body: '<?xml version="1.0" encoding="UTF-8"?><Response/>' });
    }
    const accepted = (await app.store.readStream(streams.trade(tradeId))).filter((event) => event.type === 'TradeAccepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.metadata).toMatchObject({ actorId: owner.id, via: 'sms' });
    expect(await inboundFrom(phone)).toEqual([{ outcome: 'done' }]);
    // One answer, through the outbox and the Messages API like every text.
    expect((await textTo(phone, 2)).body).toBe('Done: the trade is accepted.');
    await eventually(async () => expect((await outboxTo(phone)).map((row) => [row.kind, row.status])).toEqual([['notice', 'delivered'], ['answer', 'delivered']]));
    await app.sms.sweep();
    expect(textsTo(phone)).toHaveLength(2);
  });

  it('STOP that Twilio delivers twice stops texts once and is answered once; START said again is a new message', async () => {
    const member = await signedUpMember(app);
    const phone = newNumber();
    await givenVerifiedNumber(app, member, phone);
    const sid = 'SM' + 'cd'.repeat(16);
    for (let delivery = 0; delivery < 2; delivery += 1) expect((await twilio.deliver(phone, 'STOP', { sid })).status).toBe(200);
    expect((await textTo(phone, 1)).body).toBe('BarterAid: you will get no more texts. Reply START or use your settings to turn them back on.');
    const phoneEvents = async () => (await app.store.readStream(streams.phone(member.id))).map((event) => event.type).filter((type) => type.startsWith('Texts'));
    expect(await phoneEvents()).toEqual(['TextsStopped']);
    expect(await inboundFrom(phone)).toEqual([{ outcome: 'stopped' }]);

    for (const again of ['START', 'START']) expect((await twilio.deliver(phone, again)).status).toBe(200);
    await textTo(phone, 3);
    expect(textsTo(phone).slice(1).map((text) => text.body)).toEqual(['BarterAid: texts are on again. Reply STOP to end them.', 'BarterAid: texts are on again. Reply STOP to end them.']);
  });

  it('refuses a webhook unsigned, signed with another token or over another address with a 403 naming the header, and changes nothing', async () => {
    const { phone, tradeId, notice, code } = await textedProposal();
    await eventually(async () => expect((await outboxTo(phone)).map((row) => row.status)).toEqual(['delivered']));
    const before = (await app.store.readStream(streams.trade(tradeId))).length;

    const missing = await twilio.deliver(phone, `ACCEPT ${code}`, { signature: 'missing' });
    expect(missing.status).toBe(403);
    expect(JSON.parse(missing.body)).toEqual({ message: 'The X-Twilio-Signature header is missing.', field: 'X-Twilio-Signature', code: 'sms.twilioSignatureMissing' });
    const forger = new TwilioStandIn(PUBLIC_URL, app.url);
    const otherToken = await forger.deliver(phone, `ACCEPT ${code}`);
    expect(otherToken.status).toBe(403);
    expect(JSON.parse(otherToken.body)).toEqual({ message: 'The Twilio signature does not match this request.', field: 'X-Twilio-Signature', code: 'sms.twilioSignatureWrong' });
    // Signed by the right token, but over the address the site listens on rather than PUBLIC_URL: refused too.
    const overSiteAddress = (params: Record<string, string>) => signatureOf(twilio.authToken, `${app.url}/api/sms/twilio/messages`, params);
    expect((await twilio.deliver(phone, `ACCEPT ${code}`, { signature: overSiteAddress })).status).toBe(403);
    expect((await twilio.deliver(phone, `ACCEPT ${code}`, { signature: () => 'RSOYDt4T1cUTdK1PDd93/VVr8B8=' })).status).toBe(403);
    // A forged status does not fail a delivered text.
    const forgedStatus = await twilio.post('/api/sms/twilio/status', { MessageSid: notice.sid, MessageStatus: 'undelivered', ErrorCode: '30003' }, 'missing');
    expect(forgedStatus.status).toBe(403);

    expect((await app.store.readStream(streams.trade(tradeId))).length).toBe(before);
    expect(await inboundFrom(phone)).toEqual([]);
    expect((await outboxTo(phone)).map((row) => [row.kind, row.status])).toEqual([['notice', 'delivered']]);
    // Signed but not a message Twilio sends: a 400 naming the field.
    const noSid = await twilio.post('/api/sms/twilio/messages', { From: phone, Body: `ACCEPT ${code}` });
    expect(noSid.status).toBe(400);
    expect(JSON.parse(noSid.body)).toMatchObject({ field: 'MessageSid', code: 'sms.twilioFormWrong' });
  });

  it('fails a text Twilio refuses for good with its reason, sent once; an undelivered one with the carrier’s error', async () => {
    const member = await signedUpMember(app);
    twilio.invalid.add('+15125550166');
    expect((await member.client.post('/api/user/phone', { phone: '+1 512 555 0166' })).status).toBe(202);
    await eventually(async () =>
      expect((await outboxTo('+15125550166')).map((row) => [row.status, row.attempts, row.last_error])).toEqual([
        ['failed', 1, "Twilio refused the text (400 21211): The 'To' number +15125550166 is not a valid phone number."],
      ]),
    );
    expect(twilio.calls.filter((call) => call.to === '+15125550166').map((call) => call.status)).toEqual([400]);

    const other = await signedUpMember(app);
    twilio.undeliverable.add('+15125550167');
    expect((await other.client.post('/api/user/phone', { phone: '+1 512 555 0167' })).status).toBe(202);
    await eventually(async () => expect((await outboxTo('+15125550167')).map((row) => [row.status, row.last_error])).toEqual([['failed', 'not delivered (undelivered 30003)']]));
  });

  it('tries a text again after Twilio answers 500, from the same outbox row, and sends it once', async () => {
    const member = await signedUpMember(app);
    twilio.outages.set('+15125550168', 1);
    expect((await member.client.post('/api/user/phone', { phone: '(512) 555-0168' })).status).toBe(202);
    const text = await textTo('+15125550168', 1);
    await eventually(async () => {
      const rows = await outboxTo('+15125550168');
      expect(rows.map((row) => [row.status, row.attempts, row.smsc_message_id])).toEqual([['delivered', 2, text.sid]]);
    });
    expect(twilio.calls.filter((call) => call.to === '+15125550168').map((call) => call.status)).toEqual([500, 201]);
    expect(textsTo('+15125550168')).toHaveLength(1);
  });

  it('limits the webhooks per IP, in a bucket of their own: a flood gets 429 before any signature is checked, and sign-ins still work', async () => {
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 500) {
      const batch = Array.from({ length: 25 }, (_, index) =>
        twilio.post('/api/sms/twilio/messages', { MessageSid: `SMflood${statuses.length + index}`, From: '+15125550100', Body: 'HELP' }, 'missing'),
      );
      statuses.push(...(await Promise.all(batch)).map((answer) => answer.status));
    }
    expect(new Set(statuses)).toEqual(new Set([403, 429]));
    // 250 in the window (10 × RATE_LIMIT_IP_ATTEMPTS), less what Twilio's own webhooks above used.
    const refused = statuses.filter((status) => status === 403).length;
    expect(refused).toBeLessThanOrEqual(250);
    expect(refused).toBeGreaterThan(180);
    expect((await signedUpMember(app)).id).toBeTruthy();
  });
});
