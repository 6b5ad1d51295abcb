/** Reporting and blocking, offered on listings, profiles and conversations. */
export const safety = {
  report: {
    button: 'Report',
    listing: 'Report this listing',
    member: 'Report {{username}}',
    message: 'Report a message from {{username}}',
    conversation: 'Report your conversation with {{username}}',
    confidential: 'Reports are confidential: nobody is told who reported them. Our team reviews every report and lets you know when it has.',
    danger: 'If anyone is in immediate danger, call 911 first.',
    excerpt: 'The message you are reporting',
    listingLabel: 'Listing: ',
    kind: 'What kind of problem is it?',
    chooseCategory: 'Choose a category',
    what: 'What happened?',
    whatHint: 'Include what was said or agreed and when. At least {{min}} characters.',
    needCategory: 'Please choose what kind of problem this is.',
    needDescription: 'Please describe what happened.',
    tooShort: 'Please write at least {{min}} characters.',
    send: 'Send report',
    sending: 'Sending…',
    categories: {
      safety: 'Safety concern',
      fraud: 'Fraud or scam',
      harassment: 'Harassment or abuse',
      listing: 'Problem with a listing',
      trade: 'Trade dispute',
      other: 'Something else',
    },
  },
  block: {
    block: 'Block',
    unblock: 'Unblock',
    named: '{{action}} {{username}}',
    confirm: 'Block {{username}}?',
    effect: '{{username}} will no longer be able to message you, propose trades to you or see your listings.',
    notTold: 'They are not told. You can unblock them at any time in Settings. If they broke the rules, please report them too.',
    blockMember: 'Block {{username}}',
    blocking: 'Blocking…',
    blocked: 'Member Blocked',
    unblocked: 'Member Unblocked',
  },
};

declare module '../../i18n/types' {
  interface AppTexts {
    safety: typeof safety;
  }
}
