import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { streams, type DomainEvent } from '@barteraid/events';
import { by, existingStream, given, readModelsAt, type GivenTarget } from './given';
import type { SignedUpMember, TestApp } from './test-app';

/** `member` proved `phone` (E.164) a moment ago, as the confirmation writes it. */
export async function givenVerifiedNumber(app: GivenTarget, member: SignedUpMember, phone: string): Promise<void> {
  const confirmed: DomainEvent = { type: 'PhoneConfirmed', data: { memberId: member.id, codeId: randomUUID(), phone, confirmedAt: new Date(Date.now() - 1000).toISOString() } };
  await given(app, by(member.id, existingStream(streams.phone(member.id), confirmed)));
}

/** `proposer` proposes `credits` for the owner's new offer "Water", on the web: answers the trade id. */
export async function proposedTrade(app: TestApp, owner: SignedUpMember, proposer: SignedUpMember, credits = '12.00'): Promise<string> {
  const listing = await owner.client.post('/api/listings', {
    title: 'Water',
    description: 'Two cases of bottled water',
    category: 'food-water',
    type: 'offer',
    credits,
    location: 'Houston, TX',
  });
  expect(listing.status, JSON.stringify(listing.body)).toBe(201);
  const trade = await proposer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Today?' });
  expect(trade.status, JSON.stringify(trade.body)).toBe(201);
  await readModelsAt(app);
  return trade.body.id as string;
}

/** The reply code at the end of a texted notification (`… Reply ACCEPT 4821 or DECLINE 4821`). */
export const replyCodeIn = (text: string) => /\b(\d{4})$/.exec(text)?.[1] ?? null;
