/** The member's credit statement. */
export const statement = {
  title: 'Statement',
  heading: 'Your statement',
  intro: "Every credit entry of your account, newest first. A hold sets credits aside for an accepted trade; the trade's payment or the hold's return then settles it. A line change shows your credit line after it, and why it changed.",
  balance: 'Balance',
  heldForTrades: 'Held for trades',
  creditLine: 'Credit line',
  available: 'Available',
  allEntries: 'all entries',
  entry: 'entry',
  entries: 'entries',
  totals: '{{count}} {{entries}} ({{scope}}): received {{credited}}, paid {{debited}}, held {{held}}, holds returned {{released}}.',
  loading: 'Loading your statement…',
  loadFailed: 'Your statement could not be loaded right now. Please try again in a moment.',
  entriesHeading: 'Entries',
  noMatch: 'No entries match these filters.',
  none: 'No entries yet.',
  showing: 'Showing {{shown}} of {{total}} entries.',
  loadingMore: 'Loading…',
  loadMore: 'Load more',
  kinds: {
    earned: 'Received',
    spent: 'Paid',
    hold: 'Held for trades',
    release: 'Holds returned',
  },
  filters: {
    label: 'Filter the statement',
    month: 'Month',
    allMonths: 'All months',
    kind: 'Kind',
    allKinds: 'All kinds',
    csv: 'Download CSV',
  },
  table: {
    label: 'Statement entries',
    caption: 'Your ledger entries, newest first, with the balance and available credits right after each',
    time: 'Time',
    what: 'What happened',
    amount: 'Amount',
    balance: 'Balance',
    available: 'Available',
    trade: 'Trade',
    with: 'With',
    eventId: 'Event id',
    held: 'held',
    returned: 'returned',
    line: 'line {{amount}}',
    heldAfter: '{{amount}} held',
  },
};

declare module '../../i18n/types' {
  interface PageTexts {
    statement: typeof statement;
  }
}
