import type { QueryModule } from '../module';
import { mailRoutes } from './routes';

/** Mail preferences and the administrators' outbox. */
export const mailModule: QueryModule = {
  name: 'mail',
  routes: mailRoutes,
};
