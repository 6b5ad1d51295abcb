import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { readModelsAt } from '../support/given';
import { eventually } from '../support/eventually';
import { SmscStandIn } from '../support/smsc';
import { givenVerifiedNumber, proposedTrade, replyCodeIn } from '../support/texts';
import { tableSnapshot, tablesOf } from '../support/read-models';
import { grantCredits, signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

/**
 * The SMS step of the notification ladder and the replies to it, against the SMSC stand-in
 * (SMPP 3.4 on loopback): texts decided by the sweep, delivered with receipts, answered by
 * `deliver_sm` replies that run the web's own commands.
 */
const smsc = new SmscStandIn('barteraid', 's3cret');
let app: TestApp;

beforeAll(async () => {
  await smsc.start();
  // Texts are due at once and at any hour here; the test sweeps the ladder itself.
  app = await startTestApp(
    { SMS_URL: smsc.url, SMS_FROM: '15125550199', NOTIFY_SMS_AFTER_SECONDS: '0', QUIET_HOURS: 'off', SMS_DAILY_LIMIT: '3' },
    { sms: { sweepIntervalMs: 3_600_000 } },
  );
  await eventually(() => expect(smsc.binds).toContain('accepted'));
});
afterAll(async () => {
  await app?.stop();
  await smsc.stop();
});

let nextNumber = 100;
/** A member whose number is proven, in E.164 and as the SMSC writes it. */
async function verified(member: SignedUpMember) {
  const phone = `+1512555${String(nextNumber++).padStart(4, '0')}`;
  await givenVerifiedNumber(app, member, phone);
  return { phone, digits: phone.slice(1) };
}

const proposal = (owner: SignedUpMember, proposer: SignedUpMember, credits?: string) => proposedTrade(app, owner, proposer, credits);
const textsTo = (digits: string) => smsc.submitted.filter((sms) => sms.to === digits);
const codeIn = replyCodeIn;
const tradeEvents = async (tradeId: string) => app.store.readStream(streams.trade(tradeId));
const outboxOf = (memberId: string) => app.database.db.selectFrom('sms_outbox').selectAll().where('member_id', '=', memberId).orderBy('created_at').execute();

/** Sweeps the ladder and waits for the text to `digits` (the `count`th). */
async function textNumber(digits: string, count: number) {
  await app.sms.sweep();
  return eventually(() => {
    const texts = textsTo(digits);
    expect(texts).toHaveLength(count);
    return texts[count - 1]!.text;
  });
}

describe('the SMS step of the ladder and replies by text', () => {
  it('texts a proposal in the member’s language with a reply code; ACEPTAR accepts it with the credits held, once, even delivered twice', async () => {
    const owner = await signedUpMember(app);
    const proposer = await signedUpMember(app);
    await grantCredits(app.store, proposer.id, 5000, 'Welcome credits');
    expect((await owner.client.put('/api/user/language', { language: 'es' })).status).toBe(200);
    const { digits } = await verified(owner);
    const tradeId = await proposal(owner, proposer);

    const text = await textNumber(digits, 1);
    const code = codeIn(text)!;
    expect(text).toBe(`${proposer.username} propuso un intercambio por “Water” (12.00 créditos). Responda ACEPTAR ${code} o RECHAZAR ${code}`);
    expect(smsc.submitted.at(-1)!.from).toBe('15125550199');
    // The SMSC's receipt marks it delivered.
    await eventually(async () => expect((await outboxOf(owner.id))[0]).toMatchObject({ kind: 'notice', status: 'delivered' }));
    // Deciding again adds nothing: one text per notification.
    await app.sms.sweep();
    expect(textsTo(digits)).toHaveLength(1);

    expect(await smsc.deliver(digits, `aceptar ${code}`)).toEqual({ status: 0 });
    expect(await smsc.deliver(digits, `ACEPTAR ${code}`)).toEqual({ status: 0 });
    const events = await tradeEvents(tradeId);
    const accepted = events.filter((event) => event.type === 'TradeAccepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.metadata).toMatchObject({ actorId: owner.id, via: 'sms' });
    const held = (await app.store.readStream(streams.ledger(proposer.id))).filter((event) => event.type === 'CreditsHeld');
    expect(held).toHaveLength(1);
    expect(held[0]!.data).toMatchObject({ amountCents: 1200 });

    const answers = await eventually(() => {
      const mine = textsTo(digits);
      expect(mine).toHaveLength(2);
      return mine;
    });
    expect(answers[1]!.text).toBe('Listo: el intercambio está aceptado.');
    const outbox = await outboxOf(owner.id);
    expect(outbox[0]!.answered_at).not.toBeNull();
    const inbound = await app.database.db.selectFrom('sms_inbound').select('outcome').where('member_id', '=', owner.id).execute();
    expect(inbound.map((row) => row.outcome)).toEqual(['done']);
    // The duplicate got no second answer.
    await app.sms.sweep();
    expect(textsTo(digits)).toHaveLength(2);
  });

  it('refuses, changing nothing: an unknown number, another member’s code, a code whose trade moved on, a word the text did not offer', async () => {
    const owner = await signedUpMember(app);
    const other = await signedUpMember(app);
    const proposer = await signedUpMember(app);
    await grantCredits(app.store, proposer.id, 5000, 'Welcome credits');
    const mine = await verified(owner);
    const theirs = await verified(other);
    const tradeId = await proposal(owner, proposer);
    const code = codeIn(await textNumber(mine.digits, 1))!;
    const before = (await tradeEvents(tradeId)).length;

    expect(await smsc.deliver('15125559999', `ACCEPT ${code}`)).toEqual({ status: 0 });
    await eventually(() => expect(textsTo('15125559999').map((sms) => sms.text)).toEqual([
      'BarterAid: this number is not confirmed on any account. Add it in your settings to answer by text.',
    ]));
    expect(await smsc.deliver(theirs.digits, `ACCEPT ${code}`)).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(theirs.digits).at(-1)?.text).toBe('BarterAid: that code is not one of your live codes. Nothing changed. Reply HELP for help.'));
    expect(await smsc.deliver(mine.digits, `DONE ${code}`)).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(mine.digits).at(-1)?.text).toBe('BarterAid: that code is not one of your live codes. Nothing changed. Reply HELP for help.'));
    expect(await smsc.deliver(mine.digits, 'HELP')).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(mine.digits).at(-1)?.text).toMatch(/^BarterAid: reply with the word and the code/));
    expect((await tradeEvents(tradeId)).length).toBe(before);

    // Countered on the web: the trade moved on, the code expired.
    const counter = await owner.client.post(`/api/trades/${tradeId}/counter`, { creditAmount: '15.00' });
    expect(counter.status, JSON.stringify(counter.body)).toBe(200);
    const countered = (await tradeEvents(tradeId)).length;
    expect(await smsc.deliver(mine.digits, `ACCEPT ${code}`)).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(mine.digits).at(-1)?.text).toBe('BarterAid: that code has expired (the trade moved on). Nothing changed.'));
    expect((await tradeEvents(tradeId)).length).toBe(countered);
  });

  it('STOP stops every text at once and then ACCEPT does nothing; START turns texts on again', async () => {
    const owner = await signedUpMember(app);
    const proposer = await signedUpMember(app);
    await grantCredits(app.store, proposer.id, 5000, 'Welcome credits');
    const { digits } = await verified(owner);
    const tradeId = await proposal(owner, proposer);
    const code = codeIn(await textNumber(digits, 1))!;

    expect(await smsc.deliver(digits, 'STOP')).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(digits).at(-1)?.text).toBe('BarterAid: you will get no more texts. Reply START or use your settings to turn them back on.'));
    await eventually(async () => expect((await app.store.readStream(streams.phone(owner.id))).map((event) => event.type)).toContain('TextsStopped'));
    await readModelsAt(app);
    expect(await smsc.deliver(digits, `ACCEPT ${code}`)).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(digits).at(-1)?.text).toBe('BarterAid: your texts are off, so replies do nothing. Reply START to turn them on.'));
    expect((await tradeEvents(tradeId)).map((event) => event.type)).not.toContain('TradeAccepted');

    // A new proposal while stopped: no text.
    const second = await signedUpMember(app);
    await grantCredits(app.store, second.id, 5000, 'Welcome credits');
    await proposal(owner, second);
    const sent = textsTo(digits).length;
    await app.sms.sweep();
    expect(textsTo(digits)).toHaveLength(sent);

    expect(await smsc.deliver(digits, 'START')).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(digits).at(-1)?.text).toBe('BarterAid: texts are on again. Reply STOP to end them.'));
    await readModelsAt(app);
    const phoneEvents = await app.store.readStream(streams.phone(owner.id));
    expect(phoneEvents.filter((event) => event.type.startsWith('Texts')).map((event) => [event.type, event.metadata.via])).toEqual([
      ['TextsStopped', 'sms'],
      ['TextsResumed', 'sms'],
    ]);
  });

  it('reading the notification anywhere stops the ladder; wrong codes are rate-limited; the daily limit holds the rest back', async () => {
    const owner = await signedUpMember(app);
    const { digits } = await verified(owner);
    const proposers = await Promise.all([1, 2, 3, 4, 5].map(() => signedUpMember(app)));
    for (const proposer of proposers) await grantCredits(app.store, proposer.id, 5000, 'Welcome credits');

    // Read on the bell before the sweep: no text.
    await proposal(owner, proposers[0]!);
    expect((await owner.client.post('/api/notifications/read', {})).status).toBe(200);
    await app.sms.sweep();
    expect(textsTo(digits)).toHaveLength(0);

    for (const proposer of proposers.slice(1)) await proposal(owner, proposer);
    await app.sms.sweep();
    // SMS_DAILY_LIMIT is 3 here: the fourth is recorded as held back.
    await eventually(() => expect(textsTo(digits)).toHaveLength(3));
    await eventually(async () => {
      const outbox = await outboxOf(owner.id);
      expect(outbox.filter((row) => row.kind === 'notice').map((row) => row.last_error ?? row.status).sort()).toEqual(['daily limit reached', 'delivered', 'delivered', 'delivered']);
    });

    const live = textsTo(digits).map((sms) => codeIn(sms.text)!);
    const wrong = ['1000', '1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008'].filter((code) => !live.includes(code)).slice(0, 5);
    for (const code of wrong) expect(await smsc.deliver(digits, `ACCEPT ${code}`)).toEqual({ status: 0 });
    // Five wrong codes in the hour: even a live one is refused now.
    expect(await smsc.deliver(digits, `ACCEPT ${live[0]}`)).toEqual({ status: 0 });
    const outcomes = await app.database.db.selectFrom('sms_inbound').select('outcome').where('member_id', '=', owner.id).execute();
    expect(outcomes.map((row) => row.outcome).sort()).toEqual(['rate limited', 'wrong code', 'wrong code', 'wrong code', 'wrong code', 'wrong code']);
  });

  it('a kind turned off for texts in /settings is not texted: the row says why, and other kinds still are', async () => {
    const owner = await signedUpMember(app);
    const { digits } = await verified(owner);
    const proposer = await signedUpMember(app);
    await grantCredits(app.store, proposer.id, 5000, 'Welcome credits');
    expect((await owner.client.put('/api/user/notification-choices', { choices: [{ kind: 'trades', channel: 'sms', enabled: false }] })).status).toBe(200);
    await proposal(owner, proposer);
    await app.sms.sweep();
    await eventually(async () => expect((await outboxOf(owner.id)).map((row) => [row.status, row.last_error])).toEqual([['skipped', 'turned off for texts in settings']]));
    expect(textsTo(digits)).toHaveLength(0);
    // Turned on again, the next proposal is texted.
    expect((await owner.client.put('/api/user/notification-choices', { choices: [{ kind: 'trades', channel: 'sms', enabled: true }] })).status).toBe(200);
    await proposal(owner, proposer);
    expect(await textNumber(digits, 1)).toMatch(/ACCEPT \d{4}/);
  });

  it('/settings shows the number and the STOP state, turns texts on and off, and removes the number', async () => {
    const member = await signedUpMember(app);
    expect((await member.client.get('/api/user/phone')).body).toEqual({ phone: null, textsStopped: false });
    const { phone, digits } = await verified(member);
    expect((await member.client.get('/api/user/phone')).body).toEqual({ phone, textsStopped: false });
    expect(await smsc.deliver(digits, 'ALTO')).toEqual({ status: 0 });
    await eventually(async () => expect((await member.client.get('/api/user/phone')).body).toEqual({ phone, textsStopped: true }));
    const on = await member.client.put('/api/user/phone/texts', { on: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ code: 'phone.textsResumed', textsStopped: false });
    expect((await member.client.get('/api/user/phone')).body).toEqual({ phone, textsStopped: false });
    expect((await member.client.put('/api/user/phone/texts', { on: 'yes' })).status).toBe(400);
    const removed = await member.client.request('DELETE', '/api/user/phone');
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await member.client.get('/api/user/phone')).body).toEqual({ phone: null, textsStopped: false });
    expect((await member.client.request('DELETE', '/api/user/phone')).status).toBe(409);
    // A removed number's replies count no more.
    expect(await smsc.deliver(digits, 'STOP')).toEqual({ status: 0 });
    await eventually(() => expect(textsTo(digits).at(-1)?.text).toBe('BarterAid: this number is not confirmed on any account. Add it in your settings to answer by text.'));
    const events = (await app.store.readStream(streams.phone(member.id))).filter((event) => event.type.startsWith('Texts'));
    expect(events.map((event) => [event.type, (event.data as { via: string }).via])).toEqual([
      ['TextsStopped', 'sms'],
      ['TextsResumed', 'web'],
    ]);
  });

  it('the numbers and STOP states rebuild to the rows built live, and a rebuild texts nothing', async () => {
    await readModelsAt(app);
    const snapshot = () => tableSnapshot(app.database.db, tablesOf(['member_phones']));
    const live = await snapshot();
    expect(live.member_phones!.length).toBeGreaterThan(0);
    const texts = () => app.database.db.selectFrom('sms_outbox').select('id').orderBy('id').execute();
    const before = await texts();
    await app.projector.rebuild('member_phones');
    expect(await snapshot()).toEqual(live);
    await app.sms.sweep();
    expect(await texts()).toEqual(before);
  });
});
