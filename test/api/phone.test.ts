import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { eventually } from '../support/eventually';
import { SmscStandIn } from '../support/smsc';
import { signedUpMember, startTestApp, type TestApp } from '../support/test-app';

/** A member proves a mobile number with a code the SMSC stand-in (SMPP 3.4, on loopback) receives. */
const smsc = new SmscStandIn('barteraid', 's3cret');
let app: TestApp;

beforeAll(async () => {
  await smsc.start();
  app = await startTestApp({ SMS_URL: smsc.url, SMS_FROM: '15125550199' });
});
afterAll(async () => {
  await app?.stop();
  await smsc.stop();
});

const codeTo = async (to: string, count: number) => {
  const texts = await eventually(() => {
    const mine = smsc.submitted.filter((sms) => sms.to === to);
    expect(mine).toHaveLength(count);
    return mine;
  });
  return /\b(\d{6})\b/.exec(texts[count - 1]!.text)![1]!;
};

describe('a mobile number proven by a 6-digit code', () => {
  it('sends the code by SMS over SMPP and confirms the number with it; a wrong code is refused', async () => {
    const member = await signedUpMember(app);
    const sent = await member.client.post('/api/user/phone', { phone: '(512) 555-0142' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body).toMatchObject({ phone: '+15125550142', code: 'phone.codeSent' });
    const code = await codeTo('15125550142', 1);
    expect(smsc.submitted.at(-1)).toMatchObject({ from: '15125550199', text: `Your BarterAid code is ${code}. It works for 10 minutes. Do not share it.` });
    expect(smsc.binds).toContain('accepted');

    const wrong = await member.client.post('/api/user/phone/confirm', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'code', code: 'phone.wrongCode' });
    const right = await member.client.post('/api/user/phone/confirm', { code });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body).toMatchObject({ message: 'Your mobile number +15125550142 is confirmed.', code: 'phone.confirmed', phone: '+15125550142' });

    // The log holds neither the number in the clear nor the code.
    const stored = JSON.stringify(await app.database.db.selectFrom('es_events').select('data').where('stream_name', '=', streams.phone(member.id)).execute());
    expect(stored).not.toContain('5125550142');
    expect(stored).not.toContain(code);
    // The SMSC's delivery receipt marks it delivered.
    await eventually(async () => {
      const sms = await app.database.db.selectFrom('sms_outbox').selectAll().where('member_id', '=', member.id).execute();
      expect(sms.map((row) => row.status)).toEqual(['delivered']);
    });
  });

  it('refuses numbers that cannot get a text, with a 400 naming the field', async () => {
    const member = await signedUpMember(app);
    for (const phone of ['555-0100', '(800) 555-0100', 'call me', '+1 512 555 01000', '']) {
      const refused = await member.client.post('/api/user/phone', { phone });
      expect(refused.status, phone).toBe(400);
      expect(refused.body.field, phone).toBe('phone');
    }
    expect((await member.client.post('/api/user/phone', {})).status).toBe(400);
    expect((await member.client.post('/api/user/phone/confirm', { code: '123456' })).body).toMatchObject({ message: 'Ask for a code first.' });
  });

  it('sends at most 3 codes an hour, and uses a code up after 5 wrong tries', async () => {
    const member = await signedUpMember(app);
    for (let sent = 0; sent < 3; sent += 1) expect((await member.client.post('/api/user/phone', { phone: '+1 512 555 0177' })).status).toBe(202);
    const fourth = await member.client.post('/api/user/phone', { phone: '+1 512 555 0177' });
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe('You asked for 3 codes in the last hour. Please wait before asking again.');
    const code = await codeTo('15125550177', 3);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let tries = 0; tries < 5; tries += 1) expect((await member.client.post('/api/user/phone/confirm', { code: wrong })).status).toBe(400);
    const usedUp = await member.client.post('/api/user/phone/confirm', { code });
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.message).toBe('Too many wrong codes. Ask for a new one.');
  });

  it('writes the code’s text in the member’s language', async () => {
    const member = await signedUpMember(app);
    expect((await member.client.put('/api/user/language', { language: 'es' })).status).toBe(200);
    expect((await member.client.post('/api/user/phone', { phone: '(512) 555-0188' })).status).toBe(202);
    const [text] = await eventually(() => {
      const mine = smsc.submitted.filter((sms) => sms.to === '15125550188');
      expect(mine).toHaveLength(1);
      return mine;
    });
    expect(text!.text).toMatch(/^Su código de BarterAid es \d{6}\. Sirve por 10 minutos\./);
  });

  it('needs a signed-in member', async () => {
    expect((await app.client().post('/api/user/phone', { phone: '5125550100' })).status).toBe(401);
    expect((await app.client().post('/api/user/phone/confirm', { code: '123456' })).status).toBe(401);
  });
});
