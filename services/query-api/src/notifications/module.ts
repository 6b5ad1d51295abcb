import type { QueryModule } from '../module';
import { notificationRoutes } from './routes';

export const notificationsModule: QueryModule = {
  name: 'notifications',
  routes: notificationRoutes,
};
