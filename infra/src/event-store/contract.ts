import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from './port';

export interface ContractHarness {
  store: EventStore;
  /** A second store on the same log, as another process would have. */
  secondStore?: EventStore;
  teardown(): Promise<void>;
}

const newEvent = (type: string, data: unknown = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { actorId: 'tester', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

const uniqueStream = (prefix = 'contract') => `${prefix}-${randomUUID()}`;

async function waitFor(condition: () => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The behaviour every event-store adapter must have. */
export function eventStoreContract(adapterName: string, createHarness: () => Promise<ContractHarness>) {
  describe(`event store contract: ${adapterName}`, () => {
    let harness: ContractHarness;
    let store: EventStore;

    beforeAll(async () => {
      harness = await createHarness();
      store = harness.store;
    });
    afterAll(async () => {
      await harness?.teardown();
    });

    it('appends to a new stream and reads it back in order with full envelopes', async () => {
      const stream = uniqueStream();
      const events = [newEvent('A', { n: 1 }), newEvent('B', { n: 2 }), newEvent('C', { n: 3 })];
      const result = await store.append(stream, events, 'no_stream');
      expect(result.nextRevision).toBe(2);
      const read = await store.readStream(stream);
      expect(read.map((event) => event.type)).toEqual(['A', 'B', 'C']);
      expect(read.map((event) => event.revision)).toEqual([0, 1, 2]);
      expect(read.map((event) => event.id)).toEqual(events.map((event) => event.id));
      expect(read[1]!.data).toEqual({ n: 2 });
      expect(read[0]!.metadata).toMatchObject({ actorId: 'tester', schemaVersion: 1 });
      expect(read[0]!.metadata.correlationId).toBe(events[0]!.metadata.correlationId);
      expect(read[0]!.createdAt).toBeInstanceOf(Date);
      expect(read[0]!.streamName).toBe(stream);
      expect(read[2]!.position).toBe(result.position);
      expect(read[0]!.position).toBeLessThan(read[1]!.position);
    });

    it('reads a stream forwards from a revision, with a max count', async () => {
      const stream = uniqueStream();
      await store.append(stream, [1, 2, 3, 4, 5].map((n) => newEvent('N', { n })), 'no_stream');
      const read = await store.readStream(stream, { fromRevision: 2, maxCount: 2 });
      expect(read.map((event) => event.data)).toEqual([{ n: 3 }, { n: 4 }]);
      expect(await store.readStream(uniqueStream())).toEqual([]);
    });

    it('reads several streams at once, each in order, an unknown one empty', async () => {
      const [first, second, unknown] = [uniqueStream(), uniqueStream(), uniqueStream()];
      await store.append(first, [1, 2, 3].map((n) => newEvent('N', { n })), 'no_stream');
      await store.append(second, [newEvent('N', { n: 10 })], 'no_stream');
      await store.append(first, [newEvent('N', { n: 4 })], 2);
      const read = await store.readStreams([second, unknown, first]);
      expect([...read.keys()].sort()).toEqual([first, second, unknown].sort());
      expect(read.get(first)!.map((event) => [event.data, event.revision])).toEqual([
        [{ n: 1 }, 0],
        [{ n: 2 }, 1],
        [{ n: 3 }, 2],
        [{ n: 4 }, 3],
      ]);
      expect(read.get(second)!.map((event) => event.data)).toEqual([{ n: 10 }]);
      expect(read.get(unknown)).toEqual([]);
      expect(read.get(first)).toEqual(await store.readStream(first));
    });

    it('enforces expected revisions with a typed concurrency error', async () => {
      const stream = uniqueStream();
      await expect(store.append(stream, [newEvent('A')], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await expect(store.append(stream, [newEvent('A')], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await store.append(stream, [newEvent('A')], 'no_stream');
      await expect(store.append(stream, [newEvent('B')], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.append(stream, [newEvent('B')], 5)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      const exact = await store.append(stream, [newEvent('B')], 0);
      expect(exact.nextRevision).toBe(1);
      const any = await store.append(stream, [newEvent('C')], 'any');
      expect(any.nextRevision).toBe(2);
      const exists = await store.append(stream, [newEvent('D')], 'stream_exists');
      expect(exists.nextRevision).toBe(3);
      expect((await store.readStream(stream)).map((event) => event.type)).toEqual(['A', 'B', 'C', 'D']);
    });

    it('lets exactly one of two racing writers win the same expected revision', async () => {
      const stream = uniqueStream();
      await store.append(stream, [newEvent('Opened')], 'no_stream');
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, () => store.append(stream, [newEvent('Raced')], 0)),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(WrongExpectedRevisionError);
      }
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('treats a retried append of the same event ids as a no-op success', async () => {
      const stream = uniqueStream();
      const events = [newEvent('A'), newEvent('B')];
      const first = await store.append(stream, events, 'no_stream');
      const retry = await store.append(stream, events, 'no_stream');
      expect(retry.nextRevision).toBe(first.nextRevision);
      const retryAny = await store.append(stream, events, 'any');
      expect(retryAny.nextRevision).toBe(first.nextRevision);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('appends to several streams at once, each guarded by its own expected revision', async () => {
      const [a, b] = [uniqueStream(), uniqueStream()];
      await store.append(a, [newEvent('Opened')], 'no_stream');
      const writes = [
        { streamName: a, events: [newEvent('Held')], expected: 0 as const },
        { streamName: b, events: [newEvent('Accepted'), newEvent('Noted')], expected: 'no_stream' as const },
      ];
      const result = await store.appendMultiple(writes);
      expect(result.nextRevisions).toEqual([1, 1]);
      const [readA, readB] = [await store.readStream(a), await store.readStream(b)];
      expect(readA.map((event) => event.type)).toEqual(['Opened', 'Held']);
      expect(readB.map((event) => event.type)).toEqual(['Accepted', 'Noted']);
      expect(result.position).toBe(Math.max(readA[1]!.position, readB[1]!.position));
      // The same ids again: already done, nothing written.
      const retry = await store.appendMultiple(writes);
      expect(retry.nextRevisions).toEqual([1, 1]);
      expect(await store.readStream(a)).toHaveLength(2);
      expect(await store.readStream(b)).toHaveLength(2);
    });

    it('writes nothing to any stream when one expected revision is wrong (where atomic)', async () => {
      const [a, b] = [uniqueStream(), uniqueStream()];
      await store.append(b, [newEvent('Opened')], 'no_stream');
      const attempt = store.appendMultiple([
        { streamName: a, events: [newEvent('Held')], expected: 'no_stream' },
        { streamName: b, events: [newEvent('Accepted')], expected: 'no_stream' },
      ]);
      await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      // Without a multi-stream transaction the first write stands: an orphan for reconciliation.
      expect(await store.readStream(a)).toHaveLength(store.atomicMultiStreamAppend ? 0 : 1);
      expect(await store.readStream(b)).toHaveLength(1);
    });

    it('lets exactly one of many racing multi-stream appends win', async () => {
      const [shared, head] = [uniqueStream(), await store.headPosition()];
      await store.append(shared, [newEvent('Opened')], 'no_stream');
      const racers = Array.from({ length: 6 }, () => uniqueStream());
      const outcomes = await Promise.allSettled(
        racers.map((own) =>
          store.appendMultiple([
            { streamName: own, events: [newEvent('Mine')], expected: 'no_stream' },
            { streamName: shared, events: [newEvent('Won')], expected: 0 },
          ]),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(shared)).toHaveLength(2);
      if (store.atomicMultiStreamAppend) {
        const written = await store.readAll({ after: head, maxCount: 100 });
        expect(written.filter((event) => event.type === 'Mine')).toHaveLength(1);
      }
    });

    it('reads the global log in position order from an exclusive position', async () => {
      const head = await store.headPosition();
      const streamA = uniqueStream();
      const streamB = uniqueStream();
      await store.append(streamA, [newEvent('A1')], 'no_stream');
      await store.append(streamB, [newEvent('B1')], 'no_stream');
      await store.append(streamA, [newEvent('A2')], 0);
      const all = await store.readAll({ after: head, maxCount: 1000 });
      const ours = all.filter((event) => event.streamName === streamA || event.streamName === streamB);
      expect(ours.map((event) => event.type)).toEqual(['A1', 'B1', 'A2']);
      for (let i = 1; i < all.length; i++) expect(all[i]!.position).toBeGreaterThan(all[i - 1]!.position);
      const after = await store.readAll({ after: ours[0]!.position, maxCount: 1000 });
      expect(after.some((event) => event.id === ours[0]!.id)).toBe(false);
      expect(after.some((event) => event.id === ours[1]!.id)).toBe(true);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(ours[2]!.position);
    });

    it('catches up from a checkpoint, then delivers live events, one awaited batch at a time', async () => {
      const stream = uniqueStream();
      const before = await store.headPosition();
      await store.append(stream, [newEvent('History1'), newEvent('History2')], 'no_stream');
      const seen: RecordedEvent[] = [];
      let inFlight = 0;
      let overlapped = false;
      const subscription = store.subscribeToAll({
        after: before,
        handle: async (batch) => {
          inFlight++;
          if (inFlight > 1) overlapped = true;
          await new Promise((resolve) => setTimeout(resolve, 5));
          seen.push(...batch.filter((event) => event.streamName === stream));
          inFlight--;
        },
      });
      try {
        await waitFor(() => seen.length === 2);
        const live = await store.append(stream, [newEvent('Live1')], 1);
        await waitFor(() => seen.length === 3);
        expect(seen.map((event) => event.type)).toEqual(['History1', 'History2', 'Live1']);
        expect(await subscription.caughtUp(live.position, 5000)).toBe(true);
        expect(overlapped).toBe(false);
      } finally {
        await subscription.stop();
      }
    });

    it('retries a failing batch instead of skipping it', async () => {
      const stream = uniqueStream();
      const before = await store.headPosition();
      await store.append(stream, [newEvent('Fragile')], 'no_stream');
      let failures = 0;
      const seen: string[] = [];
      const subscription = store.subscribeToAll({
        after: before,
        retryDelayMs: 10,
        handle: async (batch) => {
          const ours = batch.filter((event) => event.streamName === stream);
          if (ours.length && failures < 2) {
            failures++;
            throw new Error('transient');
          }
          seen.push(...ours.map((event) => event.type));
        },
        onError: () => undefined,
      });
      try {
        await waitFor(() => seen.length === 1);
        expect(seen).toEqual(['Fragile']);
        expect(failures).toBe(2);
      } finally {
        await subscription.stop();
      }
    });

    it('delivers every event exactly once, in global order, under concurrent writers', async () => {
      const writers = 8;
      const perWriter = 40;
      const before = await store.headPosition();
      const prefix = `stress${randomUUID().slice(0, 8)}`;
      const seen: RecordedEvent[] = [];
      const reader = harness.secondStore ?? store;
      const subscription = reader.subscribeToAll({
        after: before,
        batchSize: 17,
        handle: async (batch) => {
          seen.push(...batch.filter((event) => event.streamName.startsWith(prefix)));
        },
      });
      try {
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            for (let i = 0; i < perWriter; i++) {
              // Alternate shared and private streams so writers also contend on revisions.
              const stream = i % 2 === 0 ? `${prefix}-w${writer}` : `${prefix}-shared${i % 3}`;
              const events = [newEvent('Stress', { writer, i }), newEvent('Stress', { writer, i, second: true })];
              for (;;) {
                try {
                  await store.append(stream, events, 'any');
                  break;
                } catch (error) {
                  if (!(error instanceof WrongExpectedRevisionError)) throw error;
                }
              }
            }
          }),
        );
        const total = writers * perWriter * 2;
        await waitFor(() => seen.length >= total, 30_000);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(seen).toHaveLength(total);
        expect(new Set(seen.map((event) => event.id)).size).toBe(total);
        for (let i = 1; i < seen.length; i++) expect(seen[i]!.position).toBeGreaterThan(seen[i - 1]!.position);
        const logged = (await reader.readAll({ after: before, maxCount: 100_000 })).filter((event) =>
          event.streamName.startsWith(prefix),
        );
        expect(seen.map((event) => event.id)).toEqual(logged.map((event) => event.id));
      } finally {
        await subscription.stop();
      }
    }, 60_000);

    it('keeps every stream gap-free and the log in one order with 64 writers racing on exact revisions and a slow reader', async () => {
      const writers = 64;
      const perWriter = 6;
      const before = await store.headPosition();
      const prefix = `race${randomUUID().slice(0, 8)}`;
      const seen: RecordedEvent[] = [];
      const reader = harness.secondStore ?? store;
      const subscription = reader.subscribeToAll({
        after: before,
        batchSize: 25,
        handle: async (batch) => {
          // A reader slower than the writers: batches pile up behind it and must still come in order.
          await new Promise((resolve) => setTimeout(resolve, 15));
          seen.push(...batch.filter((event) => event.streamName.startsWith(prefix)));
        },
      });
      try {
        await Promise.all(
          Array.from({ length: writers }, async (_, writer) => {
            // Writers alternate between the two stores, as two processes would, so batches also contend.
            const writing = writer % 2 === 1 && harness.secondStore ? harness.secondStore : store;
            for (let i = 0; i < perWriter; i++) {
              const stream = `${prefix}-shared${(writer + i) % 4}`;
              for (;;) {
                const current = await writing.readStream(stream);
                const expected = current.length === 0 ? 'no_stream' : current[current.length - 1]!.revision;
                try {
                  await writing.append(stream, [newEvent('Race', { writer, i })], expected);
                  break;
                } catch (error) {
                  if (!(error instanceof WrongExpectedRevisionError)) throw error;
                }
              }
            }
          }),
        );
        const total = writers * perWriter;
        await waitFor(() => seen.length >= total, 60_000);
        expect(seen).toHaveLength(total);
        expect(new Set(seen.map((event) => event.id)).size).toBe(total);
        for (let i = 1; i < seen.length; i++) expect(seen[i]!.position).toBeGreaterThan(seen[i - 1]!.position);
        for (let shared = 0; shared < 4; shared++) {
          const revisions = (await store.readStream(`${prefix}-shared${shared}`)).map((event) => event.revision);
          expect(revisions).toEqual(revisions.map((_, index) => index));
        }
        const logged = (await reader.readAll({ after: before, maxCount: 100_000 })).filter((event) => event.streamName.startsWith(prefix));
        expect(seen.map((event) => event.id)).toEqual(logged.map((event) => event.id));
      } finally {
        await subscription.stop();
      }
    }, 120_000);
  });
}
