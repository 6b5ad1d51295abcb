import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '@barteraid/infra';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { tableSnapshot } from '../../../../test/support/read-models';
import type { ProjectedEventOf } from '../projection';
import { readModelMigrations } from '../projections';
import { applyListingEvents } from './batch';
import { listingsProjection } from './projection';
import type { ListingsEventType } from './rows';
import { projectorDbOf } from '../read-models';

type ListingsEvent = ProjectedEventOf<ListingsEventType>;

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase('listings_batch', { migrated: true });
  database = await openDatabase({ url: testDatabase.url, poolSize: 2 });
  await migrateToLatest(database.db, readModelMigrations);
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

/** mulberry32: the same "random" history on every run, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Few words, so listings share lexemes (hot counts), and a few rare ones that revisions make vanish.
const words = ['generator', 'water', 'bottled', 'blankets', 'ride', 'clinic', 'chainsaw', 'tree', 'insulin', 'cooler', 'laptop', 'school', 'formula', 'baby'];
const rare = ['zeppelin', 'quokka', 'marimba', 'obsidian'];
const cities = ['Houston, TX', 'Baton Rouge, LA', 'New Orleans, LA', 'Miami, FL'];

/**
 * A random history of the events the listings projection handles, with the awkward cases in it:
 * listings of members never registered, revisions and (de)activations of unknown listings,
 * verification of members without an owner row, a member registering twice, and listings posted
 * and taken down or reworded right away.
 */
function history(seed: number, length: number): ListingsEvent[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const text = (count: number) => Array.from({ length: count }, () => (next() < 0.08 ? pick(rare) : pick(words))).join(' ');
  const members = Array.from({ length: 6 }, () => randomUUID());
  const listings: string[] = [];
  const events: ListingsEvent[] = [];
  const at = (position: number) => new Date(Date.UTC(2026, 0, 1) + position * 60_000);
  const terms = () => ({
    title: text(1 + Math.floor(next() * 3)),
    description: `${text(4 + Math.floor(next() * 6))}.`,
    category: pick(['food-water', 'tools-equipment', 'services'] as const),
    type: pick(['offer', 'need'] as const),
    creditsCents: Math.floor(next() * 5000),
    location: pick(cities),
    isUrgent: next() < 0.3,
    // A listing with its own ZIP sits at its centroid; without one, at its owner's public point.
    place: next() < 0.3 ? { zip: '77002', lat: 29.7594, lng: -95.3594 } : null,
  });
  const point = () => ({ lat: 29 + next(), lng: -95 - next() });
  for (let position = 1; position <= length; position++) {
    const createdAt = at(position);
    const recorded = { id: randomUUID(), streamName: 'test', revision: 0, position, createdAt, actorId: null, correlationId: randomUUID(), causationId: null };
    const roll = next();
    const memberId = pick(members);
    // Sometimes an id nobody posted: the projection must ignore it as `apply` does.
    const listingId = listings.length > 0 && next() < 0.9 ? pick(listings) : randomUUID();
    if (roll < 0.1) {
      events.push({ ...recorded, type: 'MemberRegistered', data: { memberId, username: `member_${Math.floor(next() * 1000)}`, email: 'm@example.org', firstName: 'A', lastName: 'B', passwordHash: 'x', phone: null, location: null, membershipTier: 'standard', registeredAt: createdAt.toISOString() } });
    } else if (roll < 0.14) {
      // An area, or one read once the member's key is gone (every place erased).
      const erased = next() < 0.2;
      events.push({
        ...recorded,
        type: 'MemberLocationSet',
        data: { memberId, zip: null, point: erased ? null : point(), precision: 'town', offset: erased ? null : { bearing: 90, miles: 1.5 }, publicPoint: erased ? null : point(), setAt: createdAt.toISOString() },
      });
    } else if (roll < 0.18) {
      const submission = { submissionId: randomUUID(), memberId, verificationType: 'church' as const };
      const decided = { ...submission, by: randomUUID(), reason: null };
      const kind = pick(['submitted', 'approved', 'rejected'] as const);
      if (kind === 'submitted') events.push({ ...recorded, type: 'VerificationSubmitted', data: { ...submission, formData: {}, documents: [], submittedAt: createdAt.toISOString() } });
      else if (kind === 'approved') events.push({ ...recorded, type: 'VerificationApproved', data: { ...decided, approvedAt: createdAt.toISOString() } });
      else events.push({ ...recorded, type: 'VerificationRejected', data: { ...decided, rejectedAt: createdAt.toISOString() } });
    } else if (roll < 0.55) {
      const id = randomUUID();
      listings.push(id);
      events.push({ ...recorded, type: 'ListingPosted', data: { listingId: id, ownerId: memberId, ...terms(), postedAt: new Date(createdAt.getTime() - 3_600_000).toISOString() } });
    } else if (roll < 0.75) {
      events.push({ ...recorded, type: 'ListingRevised', data: { listingId, ownerId: memberId, ...terms(), revisedAt: createdAt.toISOString() } });
    } else if (roll < 0.9) {
      const byAdmin = next() < 0.3;
      events.push({ ...recorded, type: 'ListingDeactivated', data: { listingId, ownerId: memberId, deactivatedBy: memberId, byAdmin, reason: byAdmin ? 'spam' : null, deactivatedAt: createdAt.toISOString() } });
    } else {
      events.push({ ...recorded, type: 'ListingReactivated', data: { listingId, ownerId: memberId, reactivatedBy: memberId, reactivatedAt: createdAt.toISOString() } });
    }
  }
  return events;
}

const tables = listingsProjection.tables;
const noOutbox = { notify: () => undefined };

async function emptyTables() {
  for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(database.db);
}

/** The per-lexeme counts as one set-based statement computes them from the listings themselves. */
async function countedFromListings() {
  const { rows } = await sql<{ lexeme: string; active_count: number; title_count: number }>`
    select lexeme, count(*)::int as active_count,
      count(*) filter (where lexeme = any (tsvector_to_array(l.title_search)))::int as title_count
    from listings l, unnest(tsvector_to_array(l.search)) as lexeme
    where l.is_active
    group by lexeme order by lexeme`.execute(database.db);
  return rows;
}

async function storedCounts() {
  return projectorDbOf(database.db).selectFrom('listing_lexemes').selectAll().orderBy('lexeme').execute();
}

describe('the listings projection batch path', () => {
  it.each([1, 2, 3, 4, 5])('leaves exactly the rows of applying each event in turn, however the history is cut into batches (history %i)', async (seed) => {
    const events = history(seed, 300);

    await emptyTables();
    await projectorDbOf(database.db).transaction().execute(async (trx) => {
      for (const event of events) await listingsProjection.apply(event, trx, noOutbox);
    });
    const oneByOne = await tableSnapshot(database.db, tables);
    expect(await storedCounts()).toEqual(await countedFromListings());

    await emptyTables();
    const next = random(seed * 31);
    // Batches of every size, each in its own transaction as the projector commits them.
    for (let from = 0; from < events.length; ) {
      const size = 1 + Math.floor(next() * (next() < 0.5 ? 8 : 80));
      const batch = events.slice(from, from + size);
      await projectorDbOf(database.db).transaction().execute((trx) => applyListingEvents(batch, trx));
      from += size;
    }
    expect(await tableSnapshot(database.db, tables)).toEqual(oneByOne);
    expect(await storedCounts()).toEqual(await countedFromListings());
  });

  it('keeps no count for a lexeme no active listing uses any more', async () => {
    await emptyTables();
    const ownerId = randomUUID();
    const listingId = randomUUID();
    const base = { id: randomUUID(), streamName: 'test', revision: 0, createdAt: new Date('2026-01-01T00:00:00Z'), actorId: null, correlationId: randomUUID(), causationId: null };
    const posted: ListingsEvent = {
      ...base,
      position: 1,
      type: 'ListingPosted',
      data: { listingId, ownerId, title: 'Quokka plush', description: 'A soft toy for a child.', category: 'other', type: 'offer', creditsCents: 0, location: 'Houston, TX', isUrgent: false, place: null, postedAt: '2026-01-01T00:00:00Z' },
    };
    const revised: ListingsEvent = {
      ...base,
      id: randomUUID(),
      position: 2,
      type: 'ListingRevised',
      data: { ...posted.data, title: 'Teddy bear', revisedAt: '2026-01-01T00:01:00Z' },
    };
    await projectorDbOf(database.db).transaction().execute((trx) => listingsProjection.apply(posted, trx, noOutbox));
    expect((await storedCounts()).map((row) => row.lexeme)).toContain('quokka');
    await projectorDbOf(database.db).transaction().execute((trx) => listingsProjection.apply(revised, trx, noOutbox));
    expect((await storedCounts()).map((row) => row.lexeme)).not.toContain('quokka');
    expect(await storedCounts()).toEqual(await countedFromListings());
  });
});
