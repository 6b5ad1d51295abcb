import type { NotificationSource } from '../projection';
import { welcomeNotification } from './welcome';
import { tradeNotifications } from '../trades/notifications';
import { verificationNotifications } from '../verification/notifications';
import { adminNotifications } from '../admin/notifications';
import { membershipNotifications } from '../membership/notifications';

export type { NotificationSource };

/** Every source of stored notifications. Features add theirs here (new messages, trade updates…). */
export const notificationSources: NotificationSource[] = [welcomeNotification, tradeNotifications, verificationNotifications, adminNotifications, membershipNotifications];
