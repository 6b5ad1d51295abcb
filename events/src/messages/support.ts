import { defineMessages } from './catalogue';

/** The contact form and safety reports. */
export const supportMessages = defineMessages('support', {
  alreadyReceived: 'This request was already received.',
  contactReceived: 'Thank you, {name}. We have received your message and will reply to {email}. Your reference is {reference}.',
  reportReceived: 'Thank you for your report. Our team will review it. Your reference is {reference}. If anyone is in immediate danger, call 911 first.',
});
