import type { ProjectorModule } from '../module';
import { pushSubscriptionsProjection } from './projection';
import * as pushSubscriptions from './migrations/0341_push_subscriptions';

export const pushModule: ProjectorModule = {
  name: 'push',
  projections: [pushSubscriptionsProjection],
  migrations: { '0341_push_subscriptions': pushSubscriptions },
};
