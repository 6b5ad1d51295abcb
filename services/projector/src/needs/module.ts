import type { ProjectorModule } from '../module';
import { needOutcomesProjection } from './projection';
import { expiryNotifications } from './notifications';
import * as needOutcomes from './migrations/0372_need_outcomes';

/** Needs that close: what became of each need (admin analytics) and the owner's "Still needed?" in the bell. */
export const needsModule: ProjectorModule = {
  name: 'needs',
  projections: [needOutcomesProjection],
  notificationSources: [expiryNotifications],
  migrations: { '0372_need_outcomes': needOutcomes },
};
