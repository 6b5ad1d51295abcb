import type { ProjectorModule } from '../module';
import { membershipProjection } from './projection';
import { membershipNotifications } from './notifications';
import * as membership from './migrations/0061_membership';
import * as review from './migrations/0062_membership_review';

export const membershipModule: ProjectorModule = {
  name: 'membership',
  projections: [membershipProjection],
  notificationSources: [membershipNotifications],
  migrations: { '0061_membership': membership, '0062_membership_review': review },
};
