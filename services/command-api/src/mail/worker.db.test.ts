import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { allProjections, Projector, readModelMigrations } from '@barteraid/projector';
import { execute, nowOf } from '../command-handling';
import { member, openCommandFixture, registration, type CommandFixture } from '../testing/command-fixture';
import { registerMember } from '../members/register';
import { addToOutbox, mailId } from './outbox';
import { mailPreferencesDecider } from './preferences';
import { mailTransport } from './transport';
import { mailWorker } from './worker';
import { startSmtpServer } from '../../../../test/support/smtp';

let fixture: CommandFixture;
let projector: Projector;
let send: ReturnType<typeof mailWorker>;

beforeAll(async () => {
  fixture = await openCommandFixture('mail_worker', { readModelMigrations });
  projector = new Projector({ db: fixture.database.db, store: fixture.store, bus: null, projections: allProjections });
  await projector.start();
  // No SMTP server: a mail the worker would send is held in the outbox.
  send = mailWorker({ db: fixture.database.db, transport: mailTransport(undefined, 'BarterAid <noreply@example.org>'), baseUrl: 'http://localhost', secret: 'test' });
});
afterAll(async () => {
  await projector?.stop();
  await fixture?.close();
});

/** A trade mail decided for the member, in the outbox and due. */
async function decided(memberId: string, addressedTo: string): Promise<string> {
  const id = mailId(randomUUID(), 'trades', memberId);
  await addToOutbox(fixture.database.db, {
    id,
    kind: 'trades',
    memberId,
    to: addressedTo,
    mail: { subject: 'New proposal', text: 'Hello', html: '<p>Hello</p>', headers: {} },
    causeEventId: randomUUID(),
    causePosition: null,
    sendAfter: new Date(Date.now() - 1000),
  });
  await projector.caughtUp(await fixture.store.headPosition());
  return id;
}

const rowOf = (id: string) => fixture.database.db.selectFrom('mail_outbox').select(['status', 'recipient', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();

/** The same, and the row after the worker's turn. */
async function decidedThenSent(memberId: string, addressedTo: string) {
  const id = await decided(memberId, addressedTo);
  await send({ mailId: id });
  return rowOf(id);
}

describe('the mail worker, reading the row and its member in one statement', () => {
  it('sends a pending row to the member as the read models know them', async () => {
    const form = registration();
    const { memberId } = await registerMember(fixture.context, form);
    expect(await decidedThenSent(memberId, form.email)).toEqual({ status: 'held', recipient: form.email, last_error: null });
  });

  it('skips a row whose member turned its kind off after it was decided', async () => {
    const memberId = await member(fixture.context);
    const now = nowOf(fixture.context).toISOString();
    await execute(fixture.context, streams.mailPreferences(memberId), mailPreferencesDecider, { type: 'SetMailPreference', memberId, kind: 'trades', enabled: false, via: 'settings', now });
    expect(await decidedThenSent(memberId, 'old@example.org')).toMatchObject({ status: 'skipped', last_error: 'turned_off' });
  });

  it('sends to the address on the row when the read models do not know its member', async () => {
    expect(await decidedThenSent(randomUUID(), 'someone@example.org')).toEqual({ status: 'held', recipient: 'someone@example.org', last_error: null });
  });

  describe('claimed by one sender at a time', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let sendBySmtp: ReturnType<typeof mailWorker>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      sendBySmtp = mailWorker({ db: fixture.database.db, transport: mailTransport(smtp.url, 'BarterAid <noreply@example.org>'), baseUrl: 'http://localhost', secret: 'test' });
    });
    afterAll(async () => {
      await smtp?.stop();
    });
    const copiesTo = (address: string) => smtp.received.filter((mail) => mail.to === address).length;

    it('sends a mail once when two senders take it at the same moment', async () => {
      const address = `twice-${randomUUID()}@example.org`;
      const id = await decided(randomUUID(), address);
      await Promise.all([sendBySmtp({ mailId: id }), sendBySmtp({ mailId: id })]);
      expect(await rowOf(id)).toMatchObject({ status: 'sent' });
      expect(copiesTo(address)).toBe(1);
    });

    it('leaves a mail another sender holds, and takes it once that claim has lapsed', async () => {
      const address = `held-${randomUUID()}@example.org`;
      const id = await decided(randomUUID(), address);
      const claim = (until: Date) => fixture.database.db.updateTable('mail_outbox').set({ claimed_until: until }).where('id', '=', id).execute();
      await claim(new Date(Date.now() + 60_000));
      await sendBySmtp({ mailId: id });
      expect(await rowOf(id)).toMatchObject({ status: 'pending' });
      expect(copiesTo(address)).toBe(0);
      // Its sender died: once the claim lapses, the next sender takes it.
      await claim(new Date(Date.now() - 1000));
      await sendBySmtp({ mailId: id });
      expect(await rowOf(id)).toMatchObject({ status: 'sent' });
      expect(copiesTo(address)).toBe(1);
    });
  });
});
