import type { ProjectorModule } from '../module';
import { tradesProjection } from './projection';
import { tradeNotifications } from './notifications';
import * as trades from './migrations/0020_trades';
import * as notificationLookups from './migrations/0022_trade_notification_lookups';
import * as release from './migrations/0023_trade_release';
import * as dispute from './migrations/0024_trade_dispute';

export const tradesModule: ProjectorModule = {
  name: 'trades',
  projections: [tradesProjection],
  notificationSources: [tradeNotifications],
  migrations: {
    '0020_trades': trades,
    '0022_trade_notification_lookups': notificationLookups,
    '0023_trade_release': release,
    '0024_trade_dispute': dispute,
  },
};
