import { queryOptions } from '@tanstack/react-query';
import type { AppNotification } from '@barteraid/events/contracts/notifications';

export const notificationQueries = {
  /** The member's 50 newest notifications (`GET /api/notifications`). */
  list: () => queryOptions<AppNotification[]>({ queryKey: ['/api/notifications'] }),
};
