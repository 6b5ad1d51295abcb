import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { FAILPOINTS_VARIABLE } from '@barteraid/infra';
import { decideTexts } from '@barteraid/command-api/sms/ladder';
import { smsReplies } from '@barteraid/command-api/sms/registered-replies';
import { builtEntry } from '../support/entry-points';
import { by, existingStream, given, readModelsAt } from '../support/given';
import { eventually } from '../support/eventually';
import { SmscStandIn } from '../support/smsc';
import { grantCredits, signedUpMember, startTestApp, type TestApp } from '../support/test-app';

/**
 * The SMS worker killed (SIGKILL) at each of its named failpoints, then started again: a text
 * decided but not sent is sent once after the restart; a text the SMSC acknowledged but not
 * recorded is sent again with the same words and reply code (an SMSC has no idempotency key),
 * whose reply still works once; nothing is decided twice, and once recorded nothing is sent again.
 */
const smsc = new SmscStandIn('barteraid', 's3cret');
let app: TestApp;
/** Each test starts the worker twice in a process of its own, whose start is slow on a busy machine. */
const CHILD_PROCESSES_MS = 240_000;
const rules = { afterSeconds: 0, quietHours: null, timeZone: 'UTC', dailyLimit: 10 };

beforeAll(async () => {
  await smsc.start();
  // The app's own sweep never runs here: the test decides, and the child process sends.
  app = await startTestApp({ SMS_URL: smsc.url, SMS_FROM: '15125550199' }, { sms: { sweepIntervalMs: 3_600_000 } });
  await eventually(() => expect(smsc.binds).toContain('accepted'));
});
afterAll(async () => {
  await app?.stop();
  await smsc.stop();
});

function runWorker(smsIds: string[], failpoint?: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [builtEntry('test/crash/sms-child.ts'), app.testDatabase.url, smsc.url, ...smsIds], {
      env: { ...process.env, [FAILPOINTS_VARIABLE]: failpoint ? `${failpoint}=exit` : '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

let nextNumber = 300;
/** A member with a verified number and a proposal to them still unread: the text decided, its row's id. */
async function decidedText() {
  const owner = await signedUpMember(app);
  const proposer = await signedUpMember(app);
  await grantCredits(app.store, proposer.id, 5000, 'Welcome credits');
  const phone = `+1512555${String(nextNumber++).padStart(4, '0')}`;
  await given(app, by(owner.id, existingStream(streams.phone(owner.id), {
    type: 'PhoneConfirmed',
    data: { memberId: owner.id, codeId: randomUUID(), phone, confirmedAt: new Date(Date.now() - 1000).toISOString() },
  })));
  const listing = await owner.client.post('/api/listings', { title: 'Generator', description: 'A small generator for a day', category: 'tools-equipment', type: 'offer', credits: '20.00', location: 'Houston, TX' });
  expect(listing.status).toBe(201);
  const trade = await proposer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'This afternoon?' });
  expect(trade.status).toBe(201);
  await readModelsAt(app);
  const decide = () => decideTexts({ db: app.database.db, store: app.store, replies: smsReplies(), rules }, new Date());
  const [smsId, ...more] = await decide();
  expect(more).toEqual([]);
  return { owner, digits: phone.slice(1), smsId: smsId!, decide, tradeId: trade.body.id as string };
}

const rowOf = (smsId: string) => app.database.db.selectFrom('sms_outbox').selectAll().where('id', '=', smsId).executeTakeFirstOrThrow();
const textsTo = (digits: string) => smsc.submitted.filter((sms) => sms.to === digits);

describe('the SMS worker killed at its failpoints', () => {
  it('sms.before-send: killed after deciding, before sending; the restart sends it once', async () => {
    const { digits, smsId, decide } = await decidedText();
    const died = await runWorker([smsId], 'sms.before-send');
    expect(died.signal, died.output).toBe('SIGKILL');
    expect(textsTo(digits)).toEqual([]);
    expect((await rowOf(smsId)).status).toBe('pending');

    // Deciding again after the restart finds the row and adds none.
    expect(await decide()).toEqual([]);
    const restarted = await runWorker([smsId]);
    expect(restarted.code, restarted.output).toBe(0);
    expect(textsTo(digits)).toHaveLength(1);
    expect(await rowOf(smsId)).toMatchObject({ attempts: 1 });
    expect(['sent', 'delivered']).toContain((await rowOf(smsId)).status);
  }, CHILD_PROCESSES_MS);

  it('sms.after-submit: killed after the SMSC acknowledged it, before recording; the retry sends the same words and code, which work once', async () => {
    const { digits, smsId, decide, tradeId } = await decidedText();
    const died = await runWorker([smsId], 'sms.after-submit');
    expect(died.signal, died.output).toBe('SIGKILL');
    expect(textsTo(digits)).toHaveLength(1);
    expect((await rowOf(smsId)).status).toBe('pending');

    expect(await decide()).toEqual([]);
    expect((await runWorker([smsId])).code).toBe(0);
    const texts = textsTo(digits);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.text).toBe(texts[0]!.text);
    expect(['sent', 'delivered']).toContain((await rowOf(smsId)).status);
    const code = /(\d{4})$/.exec(texts[0]!.text)![1]!;
    expect(await smsc.deliver(digits, `ACCEPT ${code}`)).toEqual({ status: 0 });
    expect(await smsc.deliver(digits, `ACCEPT ${code}`)).toEqual({ status: 0 });
    expect((await app.store.readStream(streams.trade(tradeId))).filter((event) => event.type === 'TradeAccepted')).toHaveLength(1);
  }, CHILD_PROCESSES_MS);
});
