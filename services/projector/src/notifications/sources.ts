import type { Outbox, ProjectedEvent, ProjectionTransaction } from '../projection';
import { welcomeNotification } from './welcome';
import { tradeNotifications } from '../trades/notifications';
import { verificationNotifications } from '../verification/notifications';
import { adminNotifications } from '../admin/notifications';
import { membershipNotifications } from '../membership/notifications';

/** Turns events into notifications by calling recordNotification; ignores events it does not care about. */
export type NotificationSource = (event: ProjectedEvent, trx: ProjectionTransaction, outbox: Outbox) => Promise<void>;

/** Every source of stored notifications. Features add theirs here (new messages, trade updates…). */
export const notificationSources: NotificationSource[] = [welcomeNotification, tradeNotifications, verificationNotifications, adminNotifications, membershipNotifications];
