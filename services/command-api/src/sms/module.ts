import type { CommandModule } from '../module';
import { twilioRoutes } from './twilio-routes';

export const smsModule: CommandModule = {
  name: 'sms',
  routes: twilioRoutes,
  // Twilio posts form-encoded webhooks, read here; the MessageSid is their idempotency key, not an Idempotency-Key header.
  readsOwnBody: true,
};
