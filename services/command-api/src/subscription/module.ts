import type { CommandModule } from '../module';
import { subscriptionRoutes } from './routes';
import { stripeWebhookRoutes } from './webhook';

export const subscriptionModule: CommandModule = {
  name: 'subscription',
  routes: (deps) => subscriptionRoutes(deps),
  // Stripe signs the raw body: the webhook reads it itself, before the JSON parser (and takes no Idempotency-Key; the Stripe event id is its key).
  beforeBodyParsing: (app, { deps }) => void app.use(stripeWebhookRoutes(deps)),
};
