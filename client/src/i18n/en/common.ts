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
