import { Router } from 'express';
import type { QueryModule } from '../module';
import { adminRoutes } from './routes';
import { adminMemberRoutes } from './member-routes';

export const adminModule: QueryModule = {
  name: 'admin',
  routes: (deps) => Router().use(adminRoutes(deps), adminMemberRoutes(deps)),
};
