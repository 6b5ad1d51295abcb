import { z } from 'zod';
import { listingStatuses } from './listing-statuses';

export * from './listing-statuses';

export const listingStatus = z.enum(listingStatuses);
