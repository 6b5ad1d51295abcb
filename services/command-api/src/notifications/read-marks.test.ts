import { describe, expect, it } from 'vitest';
import { readMarksDecider } from './read-marks';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const now = '2026-11-20T10:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('notification read marks decider', () => {
  it('when some notifications are read, then those ids are recorded once each', () => {
    const events = readMarksDecider.decide(
      { type: 'MarkNotificationsRead', memberId, notificationIds: [id(1), id(2), id(1)], now },
      readMarksDecider.initialState,
    );
    expect(events).toEqual([{ type: 'NotificationsMarkedRead', data: { memberId, notificationIds: [id(1), id(2)], readAt: now } }]);
  });

  it('when all are read, then null stands for every notification so far', () => {
    expect(
      readMarksDecider.decide({ type: 'MarkNotificationsRead', memberId, notificationIds: null, now }, readMarksDecider.initialState),
    ).toEqual([{ type: 'NotificationsMarkedRead', data: { memberId, notificationIds: null, readAt: now } }]);
  });

  it('when an empty list is read, then nothing is recorded', () => {
    expect(
      readMarksDecider.decide({ type: 'MarkNotificationsRead', memberId, notificationIds: [], now }, readMarksDecider.initialState),
    ).toEqual([]);
  });
});
