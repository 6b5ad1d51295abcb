import type { ProjectorModule } from '../module';
import { alertsProjection } from './projection';
import { alertNotifications } from './notifications';
import * as alerts from './migrations/0360_alerts';
import * as alertReach from './migrations/0440_alert_reach';

export const alertsModule: ProjectorModule = {
  name: 'alerts',
  projections: [alertsProjection],
  notificationSources: [alertNotifications],
  migrations: { '0360_alerts': alerts, '0440_alert_reach': alertReach },
};
