/** Words many pages share. */
export const common = {
  loading: 'Loading…',
  checkingSession: 'Checking your session…',
  tryAgain: 'Try again',
  pleaseTryAgain: 'Please try again.',
  cancel: 'Cancel',
  close: 'Close',
  error: 'Error',
  optional: '(optional)',
  credits: '{{amount}} credits',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  you: 'You',
  youPrefix: 'You: ',
  unread: '{{count}} unread',
  starsOutOf5: '{{rating}} out of 5 stars',
};

/** A signed-in member without a connection: the saved copy, and writes waiting to be sent. */
export const offline = {
  lastUpdated: 'Offline — last updated {{time}}',
  readOnly: 'Messages and new listings are sent later; other changes need a connection.',
  waitingTitle: 'Waiting to send',
  waiting: 'Waiting to send',
  waitingMessage: 'Message: {{text}}',
  waitingListing: 'Listing: {{title}}',
  listingKept: 'Saved on this device',
  listingKeptDescription: 'Your listing will be posted when you are back online.',
  refused: 'Could not be sent',
  tradeActionsOffline: 'Trade actions need a connection.',
  needsConnection: 'You are offline. This needs a connection: nothing was sent. Try again when you are back online.',
};

declare module '../i18n/types' {
  interface AppTexts {
    common: typeof common;
    offline: typeof offline;
  }
}
