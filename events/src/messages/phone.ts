import { defineMessages } from './catalogue';

/** What the phone confirmation answers. */
export const phoneMessages = defineMessages('phone', {
  notMobile: 'Please enter a mobile number that can receive text messages, such as +1 512 555 0100.',
  codeSent: 'We sent a 6-digit code to {phone}. It works for 10 minutes.',
  tooManyCodes: 'You asked for 3 codes in the last hour. Please wait before asking again.',
  noCode: 'Ask for a code first.',
  expired: 'This code has expired. Ask for a new one.',
  usedUp: 'Too many wrong codes. Ask for a new one.',
  wrongCode: 'That code is not right. Please check the text message and try again.',
  confirmed: 'Your mobile number {phone} is confirmed.',
  codeText: 'Your BarterAid code is {code}. It works for 10 minutes. Do not share it.',
  noNumber: 'There is no confirmed mobile number to remove.',
  removed: 'Your mobile number is removed. We will send no more texts to it.',
  textsStopped: 'Texts are off. We will send you no text messages until you turn them back on.',
  textsResumed: 'Texts are on again.',
});
