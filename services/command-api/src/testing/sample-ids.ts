/**
 * Fixed ids and times for decider tests, so each test names its members by role (payer, payee,
 * stranger) instead of repeating uuids.
 */
type SampleName = 'tradeId' | 'listingId' | 'initiator' | 'owner' | 'stranger' | 'admin' | 'disputeId' | 'firstId' | 'secondId' | 'now' | 'later';

export const sample: Readonly<Record<SampleName, string>> = {
  tradeId: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a',
  listingId: '8f1d2c3b-4a5e-4f60-8a71-92b3c4d5e6f7',
  /** The member who answered a listing (and, for an offer, pays). */
  initiator: '0e9d8c7b-6a5f-4e3d-9c2b-1a0f9e8d7c6b',
  /** The listing's owner (for an offer, paid). */
  owner: '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11',
  stranger: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  admin: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
  disputeId: '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c',
  firstId: '11111111-1111-4111-8111-111111111111',
  secondId: '22222222-2222-4222-8222-222222222222',
  now: '2026-11-21T09:30:00.000Z',
  later: '2026-11-22T15:00:00.000Z',
};

/** `ms` after `sample.now`, as an ISO string. */
export const afterNow = (ms: number): string => new Date(Date.parse(sample.now) + ms).toISOString();
