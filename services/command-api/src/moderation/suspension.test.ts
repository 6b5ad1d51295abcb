import { describe, expect, it } from 'vitest';
import type { SuspensionEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { afterNow, sample } from '../testing/sample-ids';
import { suspensionAt, suspensionDecider, suspensionMessages, type SuspensionCommand } from './suspension';

const { given } = DeciderSpecification.for(suspensionDecider);
const member = sample.owner;
const { admin, now } = sample;
const day = 86_400_000;

const suspend = (endsAt: string | null, at = now): SuspensionCommand => ({
  type: 'SuspendMember',
  suspensionId: sample.firstId,
  memberId: member,
  adminId: admin,
  reason: 'Asked members to pay outside the app',
  endsAt,
  reportId: sample.disputeId,
  now: at,
});
const lift = (at = now): SuspensionCommand => ({ type: 'LiftSuspension', memberId: member, adminId: admin, note: 'Appeal accepted', now: at });

const suspended = (endsAt: string | null): SuspensionEvent => ({
  type: 'MemberSuspended',
  data: {
    suspensionId: sample.firstId,
    memberId: member,
    reason: 'Asked members to pay outside the app',
    endsAt,
    suspendedBy: admin,
    reportId: sample.disputeId,
    suspendedAt: now,
  },
});

describe('suspension decider', () => {
  it('given nothing, when an admin suspends a member, then the suspension names the admin, the reason and the end', () => {
    given([]).when(suspend(afterNow(7 * day))).then([suspended(afterNow(7 * day))]);
    given([]).when(suspend(null)).then([suspended(null)]);
  });

  it('refuses an end that is not in the future, and suspending oneself', () => {
    given([]).when(suspend(now)).thenRejects('invalid', suspensionMessages.endInPast);
    given([]).when({ ...suspend(null), memberId: admin } as SuspensionCommand).thenRejects('invalid', suspensionMessages.yourself);
  });

  it('given a suspension in force, when the member is suspended again, then it is refused', () => {
    given([suspended(null)]).when(suspend(afterNow(day))).thenRejects('conflict', suspensionMessages.alreadySuspended);
    given([suspended(afterNow(day))]).when(suspend(null, afterNow(day - 1))).thenRejects('conflict', suspensionMessages.alreadySuspended);
  });

  it('given a suspension whose end has passed, then it is over by itself: a new one may start, and there is nothing to lift', () => {
    const ended = [suspended(afterNow(day))];
    expect(suspensionAt(given(ended).state, new Date(afterNow(day - 1)))).not.toBeNull();
    expect(suspensionAt(given(ended).state, new Date(afterNow(day)))).toBeNull();
    given(ended).when(suspend(null, afterNow(day))).thenMatches([{ type: 'MemberSuspended' }]);
    given(ended).when(lift(afterNow(day))).thenRejects('conflict', suspensionMessages.notSuspended);
  });

  it('given a suspension in force, when an admin lifts it, then the lifting names the admin; after that there is nothing to lift', () => {
    const lifted = given([suspended(null)]).when(lift()).then([
      { type: 'MemberSuspensionLifted', data: { suspensionId: sample.firstId, memberId: member, liftedBy: admin, note: 'Appeal accepted', liftedAt: now } },
    ]);
    given([suspended(null), ...lifted]).when(lift()).thenRejects('conflict', suspensionMessages.notSuspended);
    expect(suspensionAt(given([suspended(null), ...lifted]).state, new Date(now))).toBeNull();
    given([]).when(lift()).thenRejects('conflict', suspensionMessages.notSuspended);
  });
});
