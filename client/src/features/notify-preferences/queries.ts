import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings } from '@barteraid/events/contracts/notify-preferences';

/** The signed-in member's clock and their choice of channels per kind of notification. */
export const notifySettingsQuery = () => queryOptions<NotificationSettings>({ queryKey: ['/api/user/notification-settings'] });
