import type { ProjectorModule } from '../module';
import { notifyPreferencesProjection } from './projection';
import * as notifyPreferences from './migrations/0420_notify_preferences';

export const notifyPreferencesModule: ProjectorModule = {
  name: 'notify-preferences',
  projections: [notifyPreferencesProjection],
  migrations: { '0420_notify_preferences': notifyPreferences },
};
