import type { ProjectorModule } from '../module';
import { verificationProjection } from './projection';
import { verificationNotifications } from './notifications';
import * as submissions from './migrations/0050_verification_submissions';

export const verificationModule: ProjectorModule = {
  name: 'verification',
  projections: [verificationProjection],
  notificationSources: [verificationNotifications],
  migrations: { '0050_verification_submissions': submissions },
};
