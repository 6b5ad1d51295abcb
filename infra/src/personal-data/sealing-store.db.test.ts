import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mention } from '@barteraid/events';
import { eventStoreContract } from '../event-store/contract';
import { openDatabase, migrateToLatest, type Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { PostgresEventStore } from '../event-store/postgres';
import type { NewEvent } from '../event-store/port';
import { MemberKeys } from './member-keys';
import { SealingEventStore } from './sealing-store';

// Everything the event store promises still holds with sealing in front of it.
eventStoreContract('PostgreSQL behind SealingEventStore', async () => {
  const testDb = await createTestDatabase('seal');
  const database = await openDatabase({ url: testDb.url, poolSize: 8 });
  await migrateToLatest(database.db);
  const store = new SealingEventStore(new PostgresEventStore(database), database.db);
  return {
    store,
    async teardown() {
      await store.close();
      await database.close();
      await testDb.drop();
    },
  };
});

/** A sealed token (random ciphertext, which may spell anything by chance: tests look around it). */
const SEALED = /^\u27E6pd1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+\u27E7$/;
const TOKENS = /\u27E6pd1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+\u27E7/g;

const event = (type: string, data: unknown): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

describe('sealing members’ personal data', () => {
  let testDb: TestDatabase;
  let database: Database;
  let store: SealingEventStore;
  beforeAll(async () => {
    testDb = await createTestDatabase('seal_fields');
    database = await openDatabase({ url: testDb.url, poolSize: 4 });
    await migrateToLatest(database.db);
    store = new SealingEventStore(new PostgresEventStore(database), database.db);
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
    await testDb?.drop();
  });

  const registered = (memberId: string) => ({
    memberId,
    username: 'ana_r',
    email: 'ana@example.org',
    firstName: 'Ana',
    lastName: 'Reyes',
    passwordHash: 'scrypt$x',
    phone: '(713) 555-0100',
    location: 'Houston, TX',
    membershipTier: 'standard',
    registeredAt: '2026-11-24T00:00:00.000Z',
  });
  const storedData = async (eventId: string) =>
    (await database.db.selectFrom('es_events').select('data').where('event_id', '=', eventId).executeTakeFirstOrThrow()).data as Record<string, unknown>;

  it('stores the declared fields sealed, reads them opened, and reads them erased once the key is destroyed', async () => {
    const memberId = randomUUID();
    const written = event('MemberRegistered', registered(memberId));
    await store.append(`member-${memberId}`, [written], 'no_stream');
    const stored = await storedData(written.id);
    // Each personal field is one sealed token, and nothing outside the tokens spells any of them.
    for (const field of ['username', 'email', 'firstName', 'lastName', 'phone', 'location']) expect(stored[field]).toMatch(SEALED);
    // The member's random id is left out too: a UUID may hold "555" or "ana" by chance.
    expect(JSON.stringify(stored).replace(TOKENS, '').replace(memberId, '')).not.toMatch(/ana|Reyes|555|Houston/i);
    expect(stored).toMatchObject({ memberId, passwordHash: 'scrypt$x', membershipTier: 'standard' });
    expect((await store.readStream(`member-${memberId}`))[0]!.data).toEqual(registered(memberId));

    await new MemberKeys(database.db).shred(memberId);
    expect((await store.readStream(`member-${memberId}`))[0]!.data).toEqual({
      ...registered(memberId),
      username: 'Former member',
      email: `former-member-${memberId}@closed.invalid`,
      firstName: 'Former',
      lastName: 'member',
      phone: null,
      location: null,
    });
    // The stored event is as it was: nothing in the log changed.
    expect(await storedData(written.id)).toEqual(stored);
    // Written about them after closing: erased as it is written, no new key made.
    const later = event('MemberProfileChanged', { memberId, firstName: 'Ana', lastName: 'Reyes', phone: null, location: 'Austin, TX', changedAt: '2026-11-25T00:00:00.000Z' });
    await store.append(`member-${memberId}`, [later], 0);
    expect(JSON.stringify(await storedData(later.id)).replace(TOKENS, '')).not.toMatch(/Ana|Reyes|Austin/);
  });

  it('opens for a subscriber only the event types it reads, handing the others on sealed', async () => {
    const memberId = randomUUID();
    const after = await store.headPosition();
    const registeredEvent = event('MemberRegistered', registered(memberId));
    const changed = event('MemberProfileChanged', { memberId, firstName: 'Ana', lastName: 'Reyes', phone: '(713) 555-0100', location: 'Houston, TX' });
    await store.append(`member-${memberId}`, [registeredEvent, changed], 'no_stream');
    const seen: Record<string, unknown>[] = [];
    const subscription = store.subscribeToAll({
      after,
      opening: new Set(['MemberProfileChanged']),
      handle: async (batch) => {
        seen.push(...batch.filter((each) => (each.data as { memberId?: string }).memberId === memberId).map((each) => each.data as Record<string, unknown>));
      },
    });
    try {
      expect(await subscription.caughtUp(await store.headPosition(), 10_000)).toBe(true);
    } finally {
      await subscription.stop();
    }
    expect(seen).toHaveLength(2);
    expect(seen[0]!.email).toMatch(SEALED);
    expect(seen[1]).toMatchObject({ firstName: 'Ana', phone: '(713) 555-0100' });
  });

  it('seals a mention with the named member’s key, inside another member’s event', async () => {
    const payer = randomUUID();
    const payee = randomUUID();
    const paid = event('CreditsGranted', { memberId: payer, amountCents: 100, reason: 'test', description: `Thanks to ${mention(payee, 'ana_r')} (gift)`, grantedBy: null, grantedAt: '2026-11-24T00:00:00.000Z' });
    await store.append(`ledger-${payer}`, [paid], 'no_stream');
    expect((await storedData(paid.id)).description).toMatch(/^Thanks to \u27E6pd1\.[0-9a-f-]{36}\.[A-Za-z0-9_-]+\u27E7 \(gift\)$/);
    expect((await store.readStream(`ledger-${payer}`))[0]!.data).toMatchObject({ description: 'Thanks to ana_r (gift)' });
    await new MemberKeys(database.db).shred(payee);
    expect((await store.readStream(`ledger-${payer}`))[0]!.data).toMatchObject({ description: 'Thanks to Former member (gift)' });
  });

  it('stores claim streams under a keyed hash of the value, and finds them by the value', async () => {
    const memberId = randomUUID();
    const claimed = event('UniqueValueClaimed', { kind: 'email', value: 'ana@example.org', memberId });
    await store.append('unique_email-ana@example.org', [claimed], 'no_stream');
    const row = await database.db.selectFrom('es_events').select('stream_name').where('event_id', '=', claimed.id).executeTakeFirstOrThrow();
    expect(row.stream_name).toMatch(/^unique_email-h\.[A-Za-z0-9_-]{43}$/);
    expect(await store.readStream('unique_email-ana@example.org')).toHaveLength(1);
    // The expected revision is checked against the hashed stream.
    await expect(store.append('unique_email-ana@example.org', [event('UniqueValueClaimed', { kind: 'email', value: 'ana@example.org', memberId })], 'no_stream')).rejects.toThrow();
  });

  it('keeps a claim stream written under its plain name where it is', async () => {
    const memberId = randomUUID();
    const plain = new PostgresEventStore(database);
    await plain.append('unique_username-old_timer', [event('UniqueValueClaimed', { kind: 'username', value: 'old_timer', memberId })], 'no_stream');
    expect(await store.readStream('unique_username-old_timer')).toHaveLength(1);
    await store.append('unique_username-old_timer', [event('UniqueValueReleased', { kind: 'username', value: 'old_timer', memberId })], 0);
    expect(await plain.readStream('unique_username-old_timer')).toHaveLength(2);
  });
});
