import type { Generated } from 'kysely';

/** pending: decided, not yet handed to the SMSC; sent: the SMSC acknowledged it; held: no SMS_URL, kept for an operator; failed: gave up; skipped: erased. */
export type SmsStatus = 'pending' | 'sent' | 'held' | 'failed' | 'skipped';

export interface SmsOutboxTables {
  /** One text message per row (migration 0342). */
  sms_outbox: {
    id: string;
    kind: string;
    member_id: string | null;
    /** E.164. */
    recipient: string;
    body: string;
    status: Generated<SmsStatus>;
    attempts: Generated<number>;
    last_error: string | null;
    created_at: Generated<Date>;
    sent_at: Date | null;
  };
}
