import { randomBytes, randomUUID } from 'node:crypto';
import { streams } from '@barteraid/events';
import type { Migration } from 'kysely';
import { migrateToLatest, openDatabase, PostgresEventStore, SealingEventStore, type Database } from '@barteraid/infra';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { execute, nowOf, type CommandContext } from '../command-handling';
import { registerMember } from '../members/register';
import { listingDecider } from '../listings/listing';
import { acceptTrade, changeTrade, proposeTrade } from '../trades/trade-commands';
import { releasePeriodMs } from '../trades/trade';

/** The command side on a fresh database, without HTTP: tests call commands and workers directly. */
export interface CommandFixture {
  testDatabase: TestDatabase;
  database: Database;
  store: SealingEventStore;
  context: CommandContext;
  close(): Promise<void>;
}

/**
 * `readModelMigrations` (the projector's) are for tests that also read read models — settlement
 * finds ended trades in the trades table; commands alone need only the platform's tables.
 */
export async function openCommandFixture(
  name: string,
  options: { url?: string; readModelMigrations?: Record<string, Migration> } = {},
): Promise<CommandFixture> {
  const { url, readModelMigrations } = options;
  const testDatabase = url ? null : await createTestDatabase(name, { migrated: Boolean(readModelMigrations) });
  const database = await openDatabase({ url: url ?? testDatabase!.url, poolSize: 4 });
  await migrateToLatest(database.db, readModelMigrations);
  const store = new SealingEventStore(new PostgresEventStore(database, { pollIntervalMs: 100 }), database.db);
  return {
    testDatabase: testDatabase!,
    database,
    store,
    context: { store, actorId: null, correlationId: randomUUID() },
    async close() {
      await store.close();
      await database.close();
      await testDatabase?.drop();
    },
  };
}

export function registration(suffix = randomBytes(4).toString('hex')) {
  return {
    firstName: 'Test',
    lastName: 'Member',
    username: `member_${suffix}`,
    email: `member_${suffix}@example.org`,
    password: 'correct-horse-battery',
    phone: null,
    location: 'Austin, TX',
    membershipTier: 'standard' as const,
  };
}

export async function member(context: CommandContext): Promise<string> {
  return (await registerMember(context, registration())).memberId;
}

export async function offer(context: CommandContext, ownerId: string, creditsCents: number): Promise<string> {
  const listingId = randomUUID();
  await execute(context, streams.listing(listingId), listingDecider, {
    type: 'PostListing',
    listingId,
    ownerId,
    terms: {
      title: 'Generator for a weekend',
      description: 'A 3500W gas generator, pick up only.',
      category: 'tools-equipment',
      type: 'offer',
      creditsCents,
      location: 'Houston, TX',
      isUrgent: false, place: null,
    },
    now: nowOf(context).toISOString(),
  });
  return listingId;
}

/** A proposed trade the buyer pays for; `upTo` takes it as far as acceptance or an ending. */
export async function trade(
  context: CommandContext,
  parties: { sellerId: string; buyerId: string; listingId: string },
  upTo: 'pending' | 'accepted' | 'completed' | 'cancelled' = 'pending',
): Promise<string> {
  const tradeId = randomUUID();
  await proposeTrade(context, { tradeId, initiatorId: parties.buyerId, listingId: parties.listingId, amountCents: null, terms: 'Saturday' });
  if (upTo === 'pending') return tradeId;
  await acceptTrade(context, tradeId, parties.sellerId);
  const now = nowOf(context).toISOString();
  if (upTo === 'completed') await changeTrade(context, tradeId, { type: 'CompleteTrade', actorId: parties.buyerId, now, releaseAfterMs: releasePeriodMs(7) });
  if (upTo === 'cancelled') await changeTrade(context, tradeId, { type: 'CancelTrade', actorId: parties.sellerId, reason: null, now });
  return tradeId;
}
