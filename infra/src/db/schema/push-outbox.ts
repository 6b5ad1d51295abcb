import type { Generated } from 'kysely';

/**
 * pending: decided, not yet accepted by the push service; sent: accepted (201); skipped: read
 * before it went, or the device or account is gone; gone: the push service said the subscription
 * no longer exists (404/410), so the device was removed; failed: gave up after its attempts.
 */
export type PushStatus = 'pending' | 'sent' | 'skipped' | 'gone' | 'failed';

export interface PushOutboxTables {
  /** One push per notification and device (migration 0340). */
  push_outbox: {
    id: string;
    notification_id: string;
    subscription_id: string;
    member_id: string;
    status: Generated<PushStatus>;
    attempts: Generated<number>;
    last_error: string | null;
    created_at: Generated<Date>;
    sent_at: Date | null;
    /** When the member opened it (migration 0421). */
    clicked_at: Generated<Date | null>;
  };
}
