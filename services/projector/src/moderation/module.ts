import type { ProjectorModule } from '../module';
import { moderationProjection } from './projection';
import { moderationNotifications } from './notifications';
import * as moderation from './migrations/0100_moderation';

export const moderationModule: ProjectorModule = {
  name: 'moderation',
  projections: [moderationProjection],
  notificationSources: [moderationNotifications],
  migrations: { '0100_moderation': moderation },
};
