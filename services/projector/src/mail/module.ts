import type { ProjectorModule } from '../module';
import { mailPreferencesProjection } from './projection';
import * as mailPreferences from './migrations/0131_mail_preferences';

export const mailModule: ProjectorModule = {
  name: 'mail',
  projections: [mailPreferencesProjection],
  migrations: { '0131_mail_preferences': mailPreferences },
};
