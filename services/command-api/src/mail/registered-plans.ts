import { commandModules } from '../modules';
import { mailPlanners } from './plans';

/**
 * Every feature's mail plans, as their modules register them: `MAIL_CAUSES` (the event types the
 * reactor reads the read models for) follows from them, so it cannot fall out of step.
 */
const planners = mailPlanners(commandModules.flatMap((module) => (module.mailPlans ? [module.mailPlans] : [])));

export const MAIL_CAUSES = planners.causes;
export const plan = planners.plan;
