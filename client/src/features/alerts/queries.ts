import { queryOptions } from '@tanstack/react-query';
import type { SavedAlerts } from '@barteraid/events/contracts/alerts';

/** The member's saved alerts and helper opt-in. */
export const alertQueries = {
  list: () => queryOptions<SavedAlerts>({ queryKey: ['/api/alerts'] }),
};
