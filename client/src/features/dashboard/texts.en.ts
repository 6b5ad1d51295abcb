/** The member's dashboard. */
export const dashboard = {
  title: 'Dashboard',
  signedOut: 'Please log in to view your dashboard.',
  welcome: 'Welcome, {{name}}',
  intro: 'Here is where your credits, trades and listings stand.',
  ownerAdmin: 'Owner admin',
  browse: 'Browse marketplace',
  paymentReceived: 'Payment received. Your premium membership is active.',
  balance: {
    title: 'Credit balance',
    credits: 'credits',
    worthBefore: 'Worth ',
    worthAfter: ' USD (1 credit = $1)',
    belowZero: '{{amount}} below zero: used from your credit line, repaid as you give to other members.',
    spendable: 'What you can spend',
    heldLabel: 'Held',
    lineLabel: 'Credit line',
    availableLabel: 'Available',
    lineExplained: 'Your credit line lets your balance go below zero, down to −{{line}}, so you can get what you need now and give back later. Available is your balance plus your line, minus credits held for trades. It costs nothing and no other member sees it.',
    noLine: 'A credit line lets your balance go below zero when you need something now; you do not have one yet.',
    lineMore: 'How credit lines work',
    pastLine: 'You owe more than your credit line allows right now. Nothing is taken: you can spend again once credits come in from trades.',
    earned: 'Earned this month',
    spent: 'Spent this month',
  },
  trades: {
    title: 'Active trades',
    error: 'Your trades could not be loaded right now.',
    emptyBefore: 'No active trades. ',
    emptyLink: 'Browse the marketplace',
    emptyAfter: ' to start one.',
    fallbackTitle: 'Trade proposal',
    with: 'with {{username}} · {{amount}} credits',
  },
  messages: {
    title: 'Messages',
    new: 'New',
    open: 'Open messages',
  },
  activity: {
    held: '{{amount}} held',
    returned: '{{amount}} returned',
    title: 'Recent activity',
    statement: 'View full statement',
    error: 'Your activity could not be loaded right now.',
    empty: 'No activity yet.',
  },
  listings: {
    title: 'My listings',
    post: 'Post Listing',
    error: 'Your listings could not be loaded right now.',
    empty: 'You have not posted any listings yet.',
    credits: '{{amount}} credits',
    expired: 'Expired',
    waiting: 'Expired listings wait here until you renew them.',
  },
  outcomes: {
    title: 'Trades on your needs',
    with: 'Completed with {{username}}',
  },
  pendingPayment: {
    before: 'Your standard membership starts with your first $10 payment. ',
    finish: 'Finish your membership',
    middle: ' or ',
    free: 'choose a free membership',
    after: ' if you qualify.',
  },
  verification: {
    verified: 'Verified member',
    pending: 'Verification pending review',
    rejected: 'Verification not approved: submit again',
    none: 'Not verified yet: verify for free memberships',
  },
};

declare module '../../i18n/types' {
  interface AppTexts {
    dashboard: typeof dashboard;
  }
}
