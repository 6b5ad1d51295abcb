import { describe, expect, it } from 'vitest';
import type { TeamThreadEvent } from '@barteraid/events';
import { teamThreadDecider, teamThreadMessages, type TeamThreadCommand } from './team-thread';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';

const { owner: member, admin, firstId, secondId, now, later } = sample;
const { given } = DeciderSpecification.for(teamThreadDecider);

const post = (text: string, messageId = firstId): TeamThreadCommand => ({
  type: 'PostTeamMessage',
  messageId,
  memberId: member,
  subject: ' Your listing ',
  text,
  sentBy: admin,
  now,
});
const posted = (text: string, messageId = firstId): TeamThreadEvent => ({
  type: 'TeamMessageSent',
  data: { messageId, memberId: member, subject: 'Your listing', text, sentBy: admin, sentAt: now },
});
const reply = (text: string): TeamThreadCommand => ({ type: 'ReplyToTeam', messageId: secondId, memberId: member, text, now: later });
const replied = (text: string): TeamThreadEvent => ({ type: 'TeamReplySent', data: { messageId: secondId, memberId: member, text, sentAt: later } });
const open: TeamThreadCommand = { type: 'ReadTeamThread', memberId: member, now: later };
const opened: TeamThreadEvent = { type: 'TeamThreadRead', data: { memberId: member, readAt: later } };

describe('team thread decider', () => {
  it("records an admin's message with its subject and full text", () => {
    given([]).when(post('  Please add a photo.\nThanks!  ')).then([posted('Please add a photo.\nThanks!')]);
  });

  it("records the member's reply, trimmed, even before the team wrote", () => {
    given([posted('Hello')]).when(reply('  Done, thank you  ')).then([replied('Done, thank you')]);
    given([]).when(reply('A question for the team')).then([replied('A question for the team')]);
  });

  it('refuses blank messages from either side', () => {
    given([]).when(reply(' \n ')).thenRejects('invalid', teamThreadMessages.empty);
    given([]).when(post('\t')).thenThrows(expect.objectContaining({ kind: 'invalid' }));
  });

  it('records a read when the team wrote since the last one, and on the first open', () => {
    given([posted('Hello')]).when(open).then([opened]);
    given([posted('Hello'), opened]).when(open).thenNothingHappened();
    given([posted('Hello'), opened, replied('Thanks')]).when(open).thenNothingHappened();
    given([posted('Hello'), opened, posted('Again', secondId)]).when(open).then([opened]);
    // Messages from before the thread existed are not in it: the first open marks them read.
    given([]).when(open).then([opened]);
  });
});
