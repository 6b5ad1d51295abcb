import type { Config, Db, EventStore, JobQueue } from '@barteraid/infra';
import type { Clock } from './command-handling';
import type { PasswordResetMailer } from './password-reset/mailer';
import type { HourlyLimits } from './member-limits/hourly-limits';
import type { RegisteredReplies } from './sms/registered-replies';

/** Lets a command answer only once the read models show its effect (bounded wait). */
export interface ProjectionWatermark {
  waitFor(position: number | null): Promise<void>;
}

export interface CommandApiDeps {
  store: EventStore;
  db: Db;
  config: Config;
  internalSecret: string;
  projections: ProjectionWatermark;
  /** Each member's hourly limits on what reaches other people (see createHourlyLimits). */
  hourlyLimits: HourlyLimits;
  /** The time every command is decided at; the system clock by default (tests may set another). */
  clock?: Clock;
  /** Delivers password reset links; defaults to the mail outbox. */
  passwordResetMailer?: PasswordResetMailer;
  /** Where mails added here (the password reset) are queued for the mail worker; without it its sweep finds them. */
  mailQueue?: JobQueue;
  /** Every module's SMS replies (`sms/registered-replies.ts`); `createCommandApi` fills it in. */
  smsReplies?: RegisteredReplies;
}
