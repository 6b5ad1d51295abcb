import { describe, expect, it } from 'vitest';
import type { RecordedEvent as KurrentRecordedEvent } from '@kurrent/kurrentdb-client';
import { eventStoreContract } from './contract';
import { EventStoreDbEventStore, asStrings, toRecorded } from './eventstoredb';
import type { EventMetadata } from './port';

const url = process.env.EVENTSTORE_URL;

if (url) {
  // Every contract test uses fresh stream names, so a shared (even long-lived) server is fine.
  eventStoreContract('EventStoreDB', async () => {
    const store = new EventStoreDbEventStore(url);
    // A second client plays another process: it learns of appends only from the server itself.
    const secondStore = new EventStoreDbEventStore(url, { pollIntervalMs: 200 });
    return {
      store,
      secondStore,
      async teardown() {
        await store.close();
        await secondStore.close();
      },
    };
  });
} else {
  console.warn('EventStoreDB contract suite SKIPPED: set EVENTSTORE_URL=kurrentdb://… to run it');
  describe.skip('event store contract: EventStoreDB (EVENTSTORE_URL not set)', () => {
    it('needs a running EventStoreDB or KurrentDB', () => {});
  });
}

describe('the KurrentDB adapter’s event envelope', () => {
  const stored = (metadata: unknown): KurrentRecordedEvent =>
    ({
      id: '7d7cf3b4-3c8a-4a57-9d38-0a4c1d9b6f11',
      type: 'CreditsGranted',
      streamId: 'ledger-1',
      revision: 4n,
      created: new Date('2026-01-02T03:04:05Z'),
      data: { amountCents: 500 },
      metadata,
      isJson: true,
      contentType: 'application/json',
      position: { commit: 1234n, prepare: 1234n },
    }) as KurrentRecordedEvent;

  it('reads the same metadata back whether it was written as JSON (one stream) or as strings (a multi-stream append)', () => {
    const metadata: EventMetadata = { actorId: null, correlationId: 'c-1', causationId: 'e-0', schemaVersion: 2, requestId: 'r-9' };
    const strings = asStrings(metadata);
    expect(strings).toEqual({ correlationId: 'c-1', causationId: 'e-0', schemaVersion: '2', requestId: 'r-9' });
    const fromJson = toRecorded(stored({ ...metadata }));
    const fromStrings = toRecorded(stored(strings));
    expect(fromStrings).toEqual(fromJson);
    expect(fromJson).toMatchObject({ metadata, revision: 4, position: 1234, streamName: 'ledger-1' });
  });

  it('gives an event without our metadata a whole envelope', () => {
    expect(toRecorded(stored(undefined)).metadata).toEqual({ actorId: null, correlationId: '7d7cf3b4-3c8a-4a57-9d38-0a4c1d9b6f11', causationId: null, schemaVersion: 1 });
  });
});
