import type { CommandModule } from '../module';
import { notificationRoutes } from './routes';

export const notificationsModule: CommandModule = {
  name: 'notifications',
  routes: notificationRoutes,
};
