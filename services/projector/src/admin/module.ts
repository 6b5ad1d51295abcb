import type { ProjectorModule } from '../module';
import { adminAnalyticsProjection } from './projection';
import { adminNotifications } from './notifications';
import * as monthlyActivity from './migrations/0051_admin_monthly_activity';
import * as disputeCompletions from './migrations/0240_admin_counts_dispute_completions';

export const adminModule: ProjectorModule = {
  name: 'admin',
  projections: [adminAnalyticsProjection],
  notificationSources: [adminNotifications],
  migrations: { '0051_admin_monthly_activity': monthlyActivity, '0240_admin_counts_dispute_completions': disputeCompletions },
};
