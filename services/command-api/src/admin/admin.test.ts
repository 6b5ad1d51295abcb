import { describe, expect, it } from 'vitest';
import { HttpError, parseWith } from '@barteraid/infra';
import { DeciderSpecification } from '../testing/decider-specification';
import { adminMessageDecider, type SendAdminMessage } from './admin-message';
import { adminMessages, issueCreditsSchema, sendMessageSchema } from './admin-input';

const { given } = DeciderSpecification.for(adminMessageDecider);

const messageOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.data;
    throw error;
  }
};

describe('admin message decider', () => {
  const command: SendAdminMessage = {
    type: 'SendAdminMessage',
    messageId: '0b7f5e2c-4d1a-4c8e-9f3a-2e6d7c8b9a01',
    memberId: '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11',
    subject: 'Your listing',
    message: 'Please add a pickup place.',
    sentBy: '9a1d2c3b-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    now: '2026-11-20T10:00:00.000Z',
  };

  it('given nothing, when an admin sends a message, then it is recorded with the admin as sender', () => {
    given([]).when(command).then([
      {
        type: 'AdminMessageSent',
        data: {
          messageId: command.messageId,
          memberId: command.memberId,
          subject: 'Your listing',
          message: 'Please add a pickup place.',
          sentBy: command.sentBy,
          sentAt: command.now,
        },
      },
    ]);
  });

  it('given a sent message, when it is sent again, then it is refused', () => {
    const sent = given([]).when(command).thenMatches([{ type: 'AdminMessageSent' }]);
    given(sent).when(command).thenThrows('This message was already sent.');
  });
});

describe('issue credits validation (spec section 5)', () => {
  const issue = (body: unknown) => parseWith(issueCreditsSchema, body);
  const valid = { userId: 'u', amount: '25.5', reason: 'Flood relief' };

  it('reads amounts as cents with at most two decimals', () => {
    expect(issue(valid)).toEqual({ userId: 'u', amountCents: 2550, reason: 'Flood relief' });
    expect(issue({ ...valid, amount: 0.01 }).amountCents).toBe(1);
    expect(issue({ ...valid, amount: '.5' }).amountCents).toBe(50);
  });

  it('requires every field first, then a positive amount', () => {
    for (const field of ['userId', 'amount', 'reason'] as const) {
      expect(messageOf(() => issue({ ...valid, [field]: ' ' }))).toEqual(adminMessages.missingCreditFields);
    }
    expect(messageOf(() => issue({ reason: 'x', amount: 'abc' }))).toEqual(adminMessages.missingCreditFields);
    for (const amount of ['abc', '0', '-5', '0.00', '1e3']) {
      expect(messageOf(() => issue({ ...valid, amount }))).toEqual(adminMessages.invalidAmount);
    }
    expect(messageOf(() => issue({ ...valid, amount: '1.005' }))).toEqual(adminMessages.tooManyDecimals);
    expect(messageOf(() => issue({ ...valid, amount: '1000000.01' }))).toEqual(adminMessages.tooLarge);
  });
});

describe('send message validation (spec section 5)', () => {
  const send = (body: unknown) => parseWith(sendMessageSchema, body);
  const valid = { userId: 'u', subject: ' Hello ', message: ' Welcome! ', userEmail: 'a@example.org' };

  it('trims and keeps the email the client chose', () => {
    expect(send(valid)).toEqual({ userId: 'u', subject: 'Hello', message: 'Welcome!', userEmail: 'a@example.org' });
    expect(send({ ...valid, userEmail: undefined }).userEmail).toBeNull();
  });

  it('requires user, subject and message', () => {
    for (const field of ['userId', 'subject', 'message'] as const) {
      expect(messageOf(() => send({ ...valid, [field]: '' }))).toEqual(adminMessages.missingMessageFields);
    }
    expect(messageOf(() => send({ ...valid, subject: 'x'.repeat(151) }))).toEqual({ code: 'admin.subjectTooLong', params: { max: 150 } });
  });
});
