import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { PostgresEventStore, SealingEventStore, WrongExpectedRevisionError, type EventStore, type ReadStreamOptions } from '@barteraid/infra';
import { loadStream, nowOf, type CommandContext } from './command-handling';
import { ledgerDecider } from './credits/ledger';
import { writeLedger } from './credits/ledger-writes';
import { forgetFoldsAhead, loadFolded } from './folded-streams';
import { settleTrade } from './settlement/settle-trade';
import { member, offer, openCommandFixture, trade, type CommandFixture } from './testing/command-fixture';

let fixture: CommandFixture;
/** A second process's store on the same database: what it appends, the first never saw pass. */
let other: SealingEventStore;
let otherContext: CommandContext;

beforeAll(async () => {
  fixture = await openCommandFixture('folded_streams');
  other = new SealingEventStore(new PostgresEventStore(fixture.database), fixture.database.db);
  otherContext = { ...fixture.context, store: other };
});
afterAll(async () => {
  await other?.close();
  await fixture?.close();
});

/** The fixture's store, saying what each read asked for and how many events it got. */
function watched(): { store: EventStore; reads: { stream: string; options: ReadStreamOptions | undefined; events: number }[] } {
  const reads: { stream: string; options: ReadStreamOptions | undefined; events: number }[] = [];
  const inner = fixture.store;
  const store: EventStore = {
    name: inner.name,
    atomicMultiStreamAppend: inner.atomicMultiStreamAppend,
    append: (...args) => inner.append(...args),
    appendMultiple: (writes) => inner.appendMultiple(writes),
    readStream: async (stream, options) => {
      const read = await inner.readStream(stream, options);
      reads.push({ stream, options, events: read.length });
      return read;
    },
    readStreams: (names) => inner.readStreams(names),
    readAll: (options) => inner.readAll(options),
    subscribeToAll: (options) => inner.subscribeToAll(options),
    headPosition: () => inner.headPosition(),
    close: async () => {},
  };
  return { store, reads };
}

const grant = (context: CommandContext, memberId: string, amountCents: number) =>
  writeLedger(context, memberId, { type: 'GrantCredits', memberId, amountCents, reason: 'relief', description: 'Storm relief', grantedBy: null, now: nowOf(context).toISOString() });

describe('a ledger folded where it was last read', () => {
  it('reads only what another process appended since, and folds to what the whole stream gives', async () => {
    const memberId = await member(fixture.context);
    await grant(otherContext, memberId, 10_00);
    const { store, reads } = watched();
    const first = await loadFolded(store, streams.ledger(memberId), ledgerDecider);
    const whole = await loadStream(fixture.store, streams.ledger(memberId), ledgerDecider);
    expect(first).toEqual({ state: whole.state, expected: whole.expected });

    await grant(otherContext, memberId, 5_00);
    await grant(otherContext, memberId, 2_50);
    const later = await loadFolded(store, streams.ledger(memberId), ledgerDecider);
    const wholeLater = await loadStream(fixture.store, streams.ledger(memberId), ledgerDecider);
    expect(later).toEqual({ state: wholeLater.state, expected: wholeLater.expected });
    expect(later.state.balanceCents - first.state.balanceCents).toBe(7_50);
    // The first read took the stream from its start; the second only the two grants after it.
    expect(reads.map(({ options, events }) => [options?.fromRevision, events])).toEqual([
      [0, (first.expected as number) + 1],
      [(first.expected as number) + 1, 2],
    ]);
  });

  it('leaves the ledger lines sealed: the names they mention are neither opened nor kept', async () => {
    const [sellerId, buyerId] = [await member(fixture.context), await member(fixture.context)];
    const listingId = await offer(fixture.context, sellerId, 12_00);
    await settleTrade(otherContext, await trade(otherContext, { sellerId, buyerId, listingId }, 'completed'));
    const { store, reads } = watched();
    const folded = await loadFolded(store, streams.ledger(buyerId), ledgerDecider);
    expect(reads).toEqual([expect.objectContaining({ options: expect.objectContaining({ sealed: true }) })]);
    expect(JSON.stringify(folded.state)).not.toContain('member_');
    expect(folded.state).toEqual((await loadStream(fixture.store, streams.ledger(buyerId), ledgerDecider)).state);
  });

  it('folds a stream again from its start once an append finds the database behind what was kept', async () => {
    const memberId = await member(fixture.context);
    const { store, reads } = watched();
    const kept = await loadFolded(store, streams.ledger(memberId), ledgerDecider);
    const revision = kept.expected as number;
    // A stream that merely moved on keeps its fold: only the new events are read.
    forgetFoldsAhead(store, new WrongExpectedRevisionError(streams.ledger(memberId), revision, revision + 1));
    await loadFolded(store, streams.ledger(memberId), ledgerDecider);
    expect(reads.at(-1)?.options?.fromRevision).toBe(revision + 1);
    // A stream behind what was kept (a backup restored under the process) is read whole again.
    forgetFoldsAhead(store, new WrongExpectedRevisionError(streams.ledger(memberId), revision, revision - 1));
    await loadFolded(store, streams.ledger(memberId), ledgerDecider);
    expect(reads.at(-1)?.options?.fromRevision).toBe(0);
  });
});
