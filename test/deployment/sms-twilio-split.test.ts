import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { ApiClient } from '../support/test-app';
import { startSplitDeployment, type SplitDeployment } from '../support/split-deployment';
import { eventually } from '../support/eventually';
import { TwilioStandIn } from '../support/twilio';

/**
 * Twilio in the production shape: the settlement process sends the texts (the SMS worker), the
 * command API behind the gateway takes Twilio's webhooks, and both meet in the database and the queue.
 */
const PUBLIC_URL = 'https://barteraid.example';
const twilio = new TwilioStandIn(PUBLIC_URL);
let database: TestDatabase;
let deployment: SplitDeployment;

beforeAll(async () => {
  await twilio.start();
  database = await createTestDatabase('split_twilio', { migrated: true });
  deployment = await startSplitDeployment(database, { env: { SMS_URL: twilio.url, SMS_FROM: '15125550199', PUBLIC_URL } });
  twilio.siteUrl = deployment.gatewayUrl;
}, 240_000);

afterAll(async () => {
  await deployment?.stop();
  await database?.drop();
  await twilio.stop();
}, 60_000);

describe('Twilio in the split deployment', () => {
  it('sends the code from the settlement process, takes the status and a STOP by webhook at the command API, and answers it', async () => {
    const member = new ApiClient(deployment.gatewayUrl);
    await member.signUp();
    expect((await member.post('/api/user/phone', { phone: '(512) 555-0191' })).status).toBe(202);
    const text = await eventually(() => {
      expect(twilio.messages.filter((message) => message.to === '+15125550191')).toHaveLength(1);
      return twilio.messages.at(-1)!;
    }, { timeoutMs: 30_000 });
    const code = /\b(\d{6})\b/.exec(text.body)![1]!;
    expect((await member.post('/api/user/phone/confirm', { code })).status).toBe(200);
    await eventually(() => expect(twilio.callbacks.filter((callback) => callback.sid === text.sid).map((callback) => callback.answer)).toEqual([200, 200]), { timeoutMs: 15_000 });

    const stop = await twilio.deliver('+15125550191', 'STOP');
    expect(stop.status).toBe(200);
    await eventually(async () => expect((await member.get('/api/user/phone')).body).toEqual({ phone: '+15125550191', textsStopped: true }), { timeoutMs: 15_000 });
    await eventually(() => expect(twilio.messages.filter((message) => message.to === '+15125550191').at(-1)?.body).toBe('BarterAid: you will get no more texts. Reply START or use your settings to turn them back on.'), { timeoutMs: 30_000 });
    expect((await twilio.deliver('+15125550191', 'START', { signature: 'missing' })).status).toBe(403);
  });
});
