import { defineMessages } from './catalogue';

/**
 * What text messages say besides the notification they carry: the reply line, and the answers to
 * replies. The words a member texts back are
 * declared with each reply (`sms/replies.ts`).
 */
export const smsMessages = defineMessages('sms', {
  replyOne: 'Reply {first} {code}',
  replyTwo: 'Reply {first} {code} or {second} {code}',
  done: 'Done: {what}',
  help: 'BarterAid: reply with the word and the code from our text, e.g. ACCEPT 1234 or DONE 1234. STOP ends all texts, START turns them on again.',
  helpUnknown: 'BarterAid: this number is not confirmed on any account. Add it in your settings to answer by text.',
  stopped: 'BarterAid: you will get no more texts. Reply START or use your settings to turn them back on.',
  resumed: 'BarterAid: texts are on again. Reply STOP to end them.',
  textsOff: 'BarterAid: your texts are off, so replies do nothing. Reply START to turn them on.',
  wrongCode: 'BarterAid: that code is not one of your live codes. Nothing changed. Reply HELP for help.',
  tooManyWrong: 'BarterAid: too many wrong codes. Please use the website for now.',
  expired: 'BarterAid: that code has expired (the trade moved on). Nothing changed.',
  refused: 'BarterAid: {reason}',
  unknownCommand: 'BarterAid: we did not understand. Reply HELP for what you can send.',
  accepted: 'the trade is accepted.',
  declined: 'the trade is declined.',
  completed: 'you confirmed you received it; the credits are released.',
  renewed: 'your listing is renewed and stays on the marketplace for its full time again.',
  renewalExpired: 'BarterAid: that code has expired (the listing was renewed since). Nothing changed.',
  twilioOff: 'Text messages do not go through Twilio on this site.',
  twilioSignatureMissing: 'The X-Twilio-Signature header is missing.',
  twilioSignatureWrong: 'The Twilio signature does not match this request.',
  twilioFormWrong: 'This is not a message Twilio sends: {name} is missing.',
});
