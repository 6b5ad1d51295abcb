import { sql } from 'kysely';
import { deterministicId, streams } from '@barteraid/events';
import type { Db, EventStore, NewEvent } from '@barteraid/infra';
import { toNewEvent, type CommandContext } from '@barteraid/command-api';
import { cities, generateListing } from '../marketplace/listings-data';

/** As many members as the marketplace benchmark has: its listings' owners are drawn from them. */
export const MEMBERS = 500;
/** Listing ages count back from the marketplace benchmark's fixed moment, so every run writes the same log. */
const EPOCH = Date.parse('2026-11-01T12:00:00.000Z');
const BULK = 1000;

/**
 * Setup only: first events of new streams go straight into the log, a thousand per statement,
 * as the marketplace benchmark writes its log (appending one by one would take minutes and
 * measure the event store, not the rebuild). The events are built and validated by the same
 * code as real appends.
 */
export async function writeInBulk(db: Db, events: { stream: string; event: NewEvent }[]): Promise<void> {
  // Stores that keep each stream's revision in a table of its own need that row too.
  const { rows } = await sql<{ streams: boolean; hashes: boolean }>`
    select to_regclass('es_streams') is not null as streams, to_regproc('es_genesis_hash') is not null as hashes`.execute(db);
  const hashes = rows[0]?.hashes ?? false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('es_events')
      .values(
        events.map(({ stream, event }) => ({
          event_id: event.id,
          stream_name: stream,
          stream_revision: 0,
          type: event.type,
          data: JSON.stringify(event.data),
          metadata: JSON.stringify(event.metadata),
          // The first event of its stream chains to the genesis value, as es_append would write it
          // (a tree from before the hash chain has no such column).
          ...(hashes && {
            hash: sql<Buffer>`es_event_hash(es_genesis_hash(), ${event.id}::uuid, ${stream}, 0, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${JSON.stringify(event.metadata)}::jsonb)`,
          }),
        })),
      )
      .execute();
    if (rows[0]?.streams) {
      await sql`insert into es_streams (stream_name, revision) select unnest(${events.map(({ stream }) => stream)}::text[]), 0`.execute(trx);
    }
  });
}

/**
 * The marketplace benchmark's log, cut to `events` events: its 500 members registering, then
 * its listings (bench/marketplace/listings-data.ts) posted, `events - 500` of them.
 */
export async function writeMarketplaceLog(db: Db, store: EventStore, events: number): Promise<void> {
  if (events <= MEMBERS) throw new Error(`A marketplace log needs more than ${MEMBERS} events (its members), not ${events}`);
  const context: CommandContext = { store, actorId: null, correlationId: deterministicId('bench-marketplace') };
  const memberId = (index: number) => deterministicId('bench-member', String(index));
  const members = Array.from({ length: MEMBERS }, (_, index) => {
    const id = memberId(index);
    return {
      stream: streams.member(id),
      event: toNewEvent(
        {
          type: 'MemberRegistered',
          data: {
            memberId: id,
            username: `bench_member_${index}`,
            email: `bench_member_${index}@example.org`,
            firstName: 'Bench',
            lastName: `Member ${index}`,
            passwordHash: 'not-a-real-hash',
            phone: null,
            location: cities[index % cities.length]!,
            membershipTier: 'standard',
            registeredAt: new Date(EPOCH - 100 * 86_400_000).toISOString(),
          },
        },
        context,
        deterministicId('bench-member-registered', id),
      ),
    };
  });
  await writeInBulk(db, members);
  const listings = events - MEMBERS;
  for (let from = 0; from < listings; from += BULK) {
    const batch = Array.from({ length: Math.min(BULK, listings - from) }, (_, offset) => {
      const index = from + offset;
      const generated = generateListing(index, MEMBERS);
      const listingId = deterministicId('bench-listing', String(index));
      return {
        stream: streams.listing(listingId),
        event: toNewEvent(
          {
            type: 'ListingPosted',
            data: {
              listingId,
              ownerId: memberId(generated.ownerIndex),
              ...generated.terms,
              postedAt: new Date(EPOCH - generated.hoursAgo * 3_600_000).toISOString(),
            },
          },
          context,
          deterministicId('bench-listing-posted', listingId),
        ),
      };
    });
    await writeInBulk(db, batch);
  }
}
