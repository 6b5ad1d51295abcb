import type { ProjectorModule } from '../module';
import { membershipProjection } from './projection';
import { membershipNotifications } from './notifications';
import { lifecycleNotifications } from './lifecycle-notifications';
import * as membership from './migrations/0061_membership';
import * as review from './migrations/0062_membership_review';
import * as lifecycle from './migrations/0063_membership_lifecycle';
import * as historyAsData from './migrations/0262_membership_history_as_data';

export const membershipModule: ProjectorModule = {
  name: 'membership',
  projections: [membershipProjection],
  notificationSources: [membershipNotifications, lifecycleNotifications],
  migrations: { '0061_membership': membership, '0062_membership_review': review, '0063_membership_lifecycle': lifecycle, '0262_membership_history_as_data': historyAsData },
};
