import { defineMessages } from './catalogue';

/** The hourly limits on what a member sends to other people. */
export const limitsMessages = defineMessages('limits', {
  tooManyProposals: 'Too many trade proposals: you can propose {limit} trades an hour. Please try again in {minutes} min.',
  tooManyListings: 'Too many listings: you can post {limit} listings an hour. Please try again in {minutes} min.',
  tooManyReports: 'Too many reports: you can send {limit} reports an hour. Please try again in {minutes} min. If anyone is in immediate danger, call 911.',
  tooManyChatMessages: 'Too many messages: you can send {limit} trade messages an hour. Please try again in {minutes} min.',
  tooManyTeamMessages: 'Too many messages: you can write to the BarterAid team {limit} times an hour. Please try again in {minutes} min.',
  tooManyDisputeMessages: 'Too many messages: you can write {limit} dispute messages an hour. Please try again in {minutes} min.',
});
