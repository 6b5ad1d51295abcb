import type { QueryModule } from '../module';
import { verificationRoutes } from './routes';

export const verificationModule: QueryModule = {
  name: 'verification',
  routes: verificationRoutes,
};
