import type { ProjectorModule } from '../module';
import { notificationsProjection } from './projection';
import { welcomeNotification } from './welcome';
import * as notifications from './migrations/0032_notifications';
import * as readIds from './migrations/0033_notification_read_ids';
import * as links from './migrations/0151_notification_links';
import * as asData from './migrations/0260_notifications_as_data';
import * as seenIds from './migrations/0300_notification_seen_ids';

export const notificationsModule: ProjectorModule = {
  name: 'notifications',
  // The bell records what every module's notification sources turn into notifications.
  projections: (modules) => [notificationsProjection(modules.flatMap((module) => module.notificationSources ?? []))],
  notificationSources: [welcomeNotification],
  migrations: {
    '0032_notifications': notifications,
    '0033_notification_read_ids': readIds,
    '0151_notification_links': links,
    '0260_notifications_as_data': asData,
    '0300_notification_seen_ids': seenIds,
  },
};
