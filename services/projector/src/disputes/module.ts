import type { ProjectorModule } from '../module';
import { disputesProjection } from './projection';
import { disputeNotifications } from './notifications';
import * as disputes from './migrations/0110_disputes';

export const disputesModule: ProjectorModule = {
  name: 'disputes',
  projections: [disputesProjection],
  notificationSources: [disputeNotifications],
  migrations: { '0110_disputes': disputes },
};
