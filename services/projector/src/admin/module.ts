import type { ProjectorModule } from '../module';
import { adminAnalyticsProjection } from './projection';
import { adminNotifications } from './notifications';
import * as monthlyActivity from './migrations/0051_admin_monthly_activity';

export const adminModule: ProjectorModule = {
  name: 'admin',
  projections: [adminAnalyticsProjection],
  notificationSources: [adminNotifications],
  migrations: { '0051_admin_monthly_activity': monthlyActivity },
};
