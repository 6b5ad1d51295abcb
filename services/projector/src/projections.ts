import type { Projection } from './projection';
import { membersProjection } from './members/projection';
import { creditsProjection } from './credits/projection';
import { listingsProjection } from './listings/projection';
import { supportProjection } from './support/projection';
import { priceGuideProjection } from './price-guide/projection';
import { notificationsProjection } from './notifications/projection';
import { tradesProjection } from './trades/projection';
import { verificationProjection } from './verification/projection';
import { adminAnalyticsProjection } from './admin/projection';
import { uploadsProjection } from './uploads/projection';
import { membershipProjection } from './membership/projection';

/** Every read model the projector maintains. Add new projections here. */
export const allProjections: Projection[] = [
  membersProjection,
  creditsProjection,
  listingsProjection,
  supportProjection,
  priceGuideProjection,
  notificationsProjection,
  tradesProjection,
  verificationProjection,
  adminAnalyticsProjection,
  uploadsProjection,
  membershipProjection,
];
