import { describe, expect, it } from 'vitest';
import type { BlockEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { blockListDecider, blockMessages, contactRefusal, type BlockCommand } from './block-list';
import { inEnglish } from '@barteraid/events/messages/registry';

const { given } = DeciderSpecification.for(blockListDecider);
const blocker = sample.owner;
const blocked = sample.initiator;
const { stranger, now, later } = sample;

const block = (blockedId = blocked): BlockCommand => ({ type: 'BlockMember', blockerId: blocker, blockedId, now });
const unblock = (blockedId = blocked): BlockCommand => ({ type: 'UnblockMember', blockerId: blocker, blockedId, now: later });
const blockedEvent: BlockEvent = { type: 'MemberBlocked', data: { blockerId: blocker, blockedId: blocked, blockedAt: now } };

describe('block list decider', () => {
  it('given nothing, when a member blocks another, then the block is recorded', () => {
    given([]).when(block()).then([blockedEvent]);
  });

  it('given a block, when it is made again, then nothing happens; another member can still be blocked', () => {
    given([blockedEvent]).when(block()).thenNothingHappened();
    given([blockedEvent]).when(block(stranger)).thenMatches([{ data: { blockedId: stranger } }]);
  });

  it('refuses blocking or unblocking oneself', () => {
    given([]).when(block(blocker)).thenRejects('invalid', blockMessages.yourself);
    given([]).when(unblock(blocker)).thenRejects('invalid', blockMessages.yourself);
  });

  it('given a block, when it is undone, then it is gone; undoing again changes nothing', () => {
    const undone = given([blockedEvent]).when(unblock()).then([
      { type: 'MemberUnblocked', data: { blockerId: blocker, blockedId: blocked, unblockedAt: later } },
    ]);
    expect(given([blockedEvent, ...undone]).state.blocked).toEqual([]);
    given([blockedEvent, ...undone]).when(unblock()).thenNothingHappened();
    given([]).when(unblock()).thenNothingHappened();
  });
});

describe('contact between members', () => {
  const lists = (fromEvents: BlockEvent[], toEvents: BlockEvent[]) => ({ from: given(fromEvents).state, to: given(toEvents).state });

  it('refuses the blocked member neutrally, without naming the block', () => {
    expect(contactRefusal(lists([], [blockedEvent]), blocker, blocked, 'proposal')).toEqual(blockMessages.proposalRefused);
    expect(contactRefusal(lists([], [blockedEvent]), blocker, blocked, 'message')).toEqual(blockMessages.messageRefused);
    expect(inEnglish(blockMessages.proposalRefused) + inEnglish(blockMessages.messageRefused)).not.toMatch(/block/i);
  });

  it('tells the member who blocked that they did, and lets everyone else through', () => {
    expect(contactRefusal(lists([blockedEvent], []), blocked, blocker, 'message')).toEqual(blockMessages.youBlockedMessage);
    expect(contactRefusal(lists([], [blockedEvent]), blocker, stranger, 'proposal')).toBeNull();
    expect(contactRefusal(lists([], []), blocker, blocked, 'proposal')).toBeNull();
  });
});
