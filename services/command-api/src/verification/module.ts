import type { CommandModule } from '../module';
import { verificationRoutes } from './routes';
import { seedDemoVerifications } from './demo-verifications';
import { verificationMailPlans } from './mail';

export const verificationModule: CommandModule = {
  name: 'verification',
  routes: verificationRoutes,
  demoSeed: seedDemoVerifications,
  mailPlans: verificationMailPlans,
};
