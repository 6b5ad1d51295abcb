import type { QueryModule } from '../module';
import { objectRoutes } from './routes';

export const objectsModule: QueryModule = {
  name: 'objects',
  routes: objectRoutes,
};
