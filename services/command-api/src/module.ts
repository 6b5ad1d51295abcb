import type express from 'express';
import type { RequestHandler } from 'express';
import type { CommandApiDeps } from './deps';
import type { FeatureSeed } from './seed/seed';
import type { MailPlans } from './mail/plans';
import type { SmsReplies } from './sms/replies';

/** What the API frame hands a feature that wires something of its own before the shared body parser. */
export interface CommandApiFrame {
  deps: CommandApiDeps;
  /** The Idempotency-Key handling every mutation goes through (one store for the whole API). */
  idempotent: RequestHandler;
}

/**
 * One feature of the command API. `app.ts` mounts every module of `modules.ts`, in that order
 * (express matches routes in the order they were mounted); it names no feature itself.
 */
export interface CommandModule {
  name: string;
  /** The feature's command routes. */
  routes(deps: CommandApiDeps): express.Router;
  /**
   * The routes read their own request body: they are mounted before the shared JSON parser, the
   * text guard and the idempotency handling (which the module then wires itself, see below).
   */
  readsOwnBody?: boolean;
  /** Wiring that must run before the shared body parser (and before the module's own routes when `readsOwnBody`). */
  beforeBodyParsing?(app: express.Express, frame: CommandApiFrame): void;
  /** The feature's demo data, run after the demo members exist (idempotent: deterministic ids). */
  demoSeed?: FeatureSeed;
  /** The mails the feature's events ask for, by event type (`mail/registered-plans.ts` collects them). */
  mailPlans?: MailPlans;
  /** The feature's notifications that go by text when left unread, and the replies they offer (`sms/replies.ts`). */
  smsReplies?: SmsReplies;
}
