import { Router } from 'express';
import type { QueryModule } from '../module';
import { adminRoutes } from './routes';
import { adminMemberRoutes } from './member-routes';
import { sentNotificationRoutes } from './sent-notifications';
import { creditPolicyRoutes } from './credit-policy';

export const adminModule: QueryModule = {
  name: 'admin',
  routes: (deps) => Router().use(adminRoutes(deps), adminMemberRoutes(deps), sentNotificationRoutes(deps), creditPolicyRoutes(deps)),
};
