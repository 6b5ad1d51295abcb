import type { QueryModule } from '../module';
import { memberRoutes } from './routes';

export const membersModule: QueryModule = {
  name: 'members',
  routes: memberRoutes,
};
