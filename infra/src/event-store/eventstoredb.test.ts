import { describe, expect, it } from 'vitest';
import type { RecordedEvent as KurrentRecordedEvent } from '@kurrent/kurrentdb-client';
import { asStrings, toRecorded } from './eventstoredb';
import type { EventMetadata } from './port';

/** What the adapter writes and reads needs no server: the contract suite beside it does (eventstoredb.db.test.ts). */
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
