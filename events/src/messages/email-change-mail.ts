import { defineMessages } from './catalogue';

/** The two mails of an email change: the link to the new address, and the notice to the current one. `{expires}` as an ISO string. */
export const emailChangeMail = defineMessages('emailChangeMail', {
  confirmSubject: 'Confirm your new BarterAid email',
  confirmAsked: 'Someone (we hope you) asked to use {email} as the email of a BarterAid account.',
  confirmLink: 'Open the link below to confirm it. It works once, until {expires}. Until then the account keeps its current email.',
  confirmLabel: 'Confirm this email',
  noticeSubject: 'Your BarterAid email is about to change',
  notice: 'Someone asked to change the email of your BarterAid account to {email}. The change takes effect only when the link sent to that address is opened.',
  noticeIfNotYou: 'If it was not you, change your password now: that stops the change, and signs out every other device.',
  noticeLabel: 'Open your settings',
  noticeFooter: 'We send this to the current email of the account whenever its email is about to change.',
});
