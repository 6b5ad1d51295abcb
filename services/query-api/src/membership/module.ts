import { Router } from 'express';
import type { QueryModule } from '../module';
import { membershipRoutes } from './routes';
import { membershipApplicationRoutes } from './applications';

/** Membership and trials, then the applications admins review. */
export const membershipModule: QueryModule = {
  name: 'membership',
  routes: (deps) => Router().use(membershipRoutes(deps), membershipApplicationRoutes(deps)),
};
