import { Router } from 'express';
import type { CommandModule } from '../module';
import { membershipRoutes } from './routes';
import { membershipReviewRoutes } from './review-routes';
import { freeTierOfferRoutes } from './offer-routes';
import { seedDemoInvitations } from './demo-invitations';
import { membershipMailPlans } from './mail';

/** Members' applications and trials, then the admins' review of them. */
export const membershipModule: CommandModule = {
  name: 'membership',
  routes: (deps) => Router().use(membershipRoutes(deps), membershipReviewRoutes(deps), freeTierOfferRoutes(deps)),
  demoSeed: seedDemoInvitations,
  mailPlans: membershipMailPlans,
};
