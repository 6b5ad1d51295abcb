import { describe, it } from 'vitest';
import type { UniqueValueEvent } from '@barteraid/events';
import { uniqueValueDecider, type UniqueValueCommand } from './unique-value';
import { DeciderSpecification } from '../testing/decider-specification';

const alice = '0b6f1b1e-8d1c-4a3e-9c0e-1f2a3b4c5d6e';
const bob = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const claim = (memberId: string): UniqueValueCommand => ({ type: 'ClaimValue', kind: 'email', value: 'a@b.org', memberId });
const release = (memberId: string): UniqueValueCommand => ({ type: 'ReleaseValue', kind: 'email', value: 'a@b.org', memberId });
const { given } = DeciderSpecification.for(uniqueValueDecider);

describe('unique value decider', () => {
  const claimed: UniqueValueEvent = { type: 'UniqueValueClaimed', data: { kind: 'email', value: 'a@b.org', memberId: alice } };
  const released: UniqueValueEvent = { type: 'UniqueValueReleased', data: { kind: 'email', value: 'a@b.org', memberId: alice } };

  it('claims a free value', () => {
    given([]).when(claim(alice)).then([claimed]);
  });
  it('refuses a value claimed by someone else with the spec-style message', () => {
    given([claimed]).when(claim(bob)).thenThrows('Email Taken: An account with this email already exists.');
  });
  it('treats a repeated claim by the same member as done', () => {
    given([claimed]).when(claim(alice)).thenNothingHappened();
  });
  it('releases only the holder’s claim, after which others may claim', () => {
    given([claimed]).when(release(bob)).thenNothingHappened();
    given([claimed]).when(release(alice)).then([released]);
    given([claimed, released]).when(claim(bob)).then([
      { type: 'UniqueValueClaimed', data: { kind: 'email', value: 'a@b.org', memberId: bob } },
    ]);
  });
});
