/** Reporting a problem and the contact form. */
export const support = {
  missing: 'Missing Information',
  invalidEmail: 'Invalid Email',
  enterEmail: 'Please enter a valid email address.',
  atLeast: 'Please write at least {{min}} characters.',
  sent: 'Sent',
  sentDescription: 'Thank you. We have received it.',
  failed: 'Submission Failed',
  failedDescription: 'We could not send this. Please check your connection and try again.',
  sending: 'Sending…',
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Quick answers about credits, trades, memberships and safety.',
    still: 'Still have a question?',
    answers: 'Our team answers every message, usually within one business day.',
    contact: 'Contact Support',
  },
  report: {
    title: 'Report a Problem',
    intro: 'Tell us about unsafe behaviour, scams, harassment, or a listing or trade that went wrong. Reports are confidential.',
    danger: 'If anyone is in immediate danger, call 911 first.',
    chooseWhat: 'Please choose what you are reporting.',
    describe: 'Please describe what happened.',
    tooShort: 'Description Too Short',
    what: 'What are you reporting?',
    choose: 'Choose a category',
    subject: 'Subject',
    happened: 'What happened?',
    happenedHint: 'Include dates, what was agreed and what went wrong. At least {{min}} characters.',
    username: "Member's username",
    listing: 'Listing reference',
    trade: 'Trade reference',
    email: 'Your email for follow-up',
    submit: 'Submit Report',
  },
  contact: {
    title: 'Contact Us',
    intro: 'Questions, feedback or account help: write to us and a person will reply, usually within one business day.',
    fillAll: 'Please fill in all required fields.',
    tooShort: 'Message Too Short',
    another: 'Send another message',
    name: 'Your name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    messageHint: 'At least {{min}} characters.',
    submit: 'Send Message',
    other: 'Other ways to reach us',
    line: '24/7 emergency line',
    times: 'Response times',
    timesText: 'Messages: within 1 business day. Safety reports: reviewed every day.',
    wrong: 'Something wrong?',
    reportBefore: 'To report a member, listing or trade, use ',
    reportLink: 'Report a problem',
    reportAfter: '.',
  },
};

declare module '../../i18n/types' {
  interface PageTexts {
    support: typeof support;
  }
}
