import type { CommandModule } from '../module';
import { Router } from 'express';
import { adminRoutes } from './routes';
import { creditLineRoutes } from '../credits/credit-line-routes';
import { adminMailPlans } from './mail';

export const adminModule: CommandModule = {
  name: 'admin',
  routes: (deps) => Router().use(adminRoutes(deps), creditLineRoutes(deps)),
  mailPlans: adminMailPlans,
};
