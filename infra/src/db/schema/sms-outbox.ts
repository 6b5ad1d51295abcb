import type { Generated } from 'kysely';

/**
 * pending: decided, not yet handed to the SMSC; sent: the SMSC acknowledged it; delivered: its
 * delivery receipt said so; held: no SMS_URL, kept for an operator; failed: gave up, or the
 * receipt said it was not delivered (last_error says why); skipped: read before it went, texts
 * stopped, the daily limit reached, or erased.
 */
export type SmsStatus = 'pending' | 'sent' | 'delivered' | 'held' | 'failed' | 'skipped';

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
    /** The notification a ladder text is about (migration 0344); null for a phone code or an answer to a reply. */
    notification_id: Generated<string | null>;
    /** The SMSC's id for it (submit_sm_resp), which its delivery receipt names. */
    smsc_message_id: Generated<string | null>;
    delivered_at: Generated<Date | null>;
    /** When the member answered it with its reply code. */
    answered_at: Generated<Date | null>;
  };
  /** A reply code a ladder text carried (migration 0344): random, of one member, used once. */
  sms_reply_codes: {
    sms_id: string;
    member_id: string;
    code: string;
    /** The replies the text offered, by name (`accept`, `decline`, `done`…). */
    replies: string[];
    /** What the replies act on (a trade's id) and its version when the text was decided: a later change expires the code. */
    subject_id: string;
    subject_version: number;
    expires_at: Date;
    used_at: Date | null;
    /** The inbound message that used it. */
    used_by: string | null;
    created_at: Generated<Date>;
  };
  /** Every text that came in (migration 0344), by an id derived from the message, with what became of it. */
  sms_inbound: {
    id: string;
    sender: string;
    member_id: string | null;
    body: string;
    outcome: string;
    received_at: Generated<Date>;
  };
}
