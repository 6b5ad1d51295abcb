/** The bell and its list. */
export const notifications = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {{count}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all read',
  live: 'Live notifications active',
  connecting: 'Connecting...',
  loadError: 'Notifications could not be loaded right now.',
  empty: 'No notifications yet',
  unread: '(unread)',
  viewAll: 'View All Messages',
  seeAll: 'All notifications',
  page: {
    title: 'Notifications',
    intro: 'Everything we told you about, newest first. Open one to go where it leads.',
    list: 'Your notifications',
    loading: 'Loading notifications…',
    showing: 'Notifications shown: {{count}}',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
  },
};

declare module '../../i18n/types' {
  interface AppTexts {
    notifications: typeof notifications;
  }
}
