import { describe, it } from 'vitest';
import { DeciderSpecification } from '../testing/decider-specification';
import { readMarksDecider } from './read-marks';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const now = '2026-11-20T10:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const { given } = DeciderSpecification.for(readMarksDecider);

describe('notification read marks decider', () => {
  it('when some notifications are read, then those ids are recorded once each', () => {
    given([])
      .when({ type: 'MarkNotificationsRead', memberId, notificationIds: [id(1), id(2), id(1)], now })
      .then([{ type: 'NotificationsMarkedRead', data: { memberId, notificationIds: [id(1), id(2)], readAt: now } }]);
  });

  it('when all are read, then null stands for every notification so far', () => {
    given([])
      .when({ type: 'MarkNotificationsRead', memberId, notificationIds: null, now })
      .then([{ type: 'NotificationsMarkedRead', data: { memberId, notificationIds: null, readAt: now } }]);
  });

  it('when an empty list is read, then nothing is recorded', () => {
    given([]).when({ type: 'MarkNotificationsRead', memberId, notificationIds: [], now }).thenNothingHappened();
  });

  it('when the bell shows notifications, then those not seen before are recorded as seen, once each', () => {
    given([{ type: 'NotificationsSeen', data: { memberId, notificationIds: [id(1)], seenAt: now } }])
      .when({ type: 'MarkNotificationsSeen', memberId, notificationIds: [id(1), id(2), id(3), id(2)], now })
      .then([{ type: 'NotificationsSeen', data: { memberId, notificationIds: [id(2), id(3)], seenAt: now } }]);
  });

  it('when the bell is opened again on what was seen already, then nothing is recorded', () => {
    given([{ type: 'NotificationsSeen', data: { memberId, notificationIds: [id(1), id(2)], seenAt: now } }])
      .when({ type: 'MarkNotificationsSeen', memberId, notificationIds: [id(2), id(1)], now })
      .thenNothingHappened();
  });

  it('when an empty bell is opened, then nothing is recorded', () => {
    given([]).when({ type: 'MarkNotificationsSeen', memberId, notificationIds: [], now }).thenNothingHappened();
  });
});
