import type { Generated, JSONColumnType } from 'kysely';

/** Where a mail stands: see migration 0130 and the mail worker. */
export type MailStatus = 'pending' | 'sent' | 'held' | 'failed' | 'skipped';

export interface MailOutboxTables {
  /**
   * Mail bookkeeping, not a read model (migration 0130): a row per mail decided, keyed by an id
   * derived from its causing event, kind and recipient. Never rebuilt from events.
   */
  mail_outbox: {
    id: string;
    kind: string;
    member_id: string | null;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    headers: JSONColumnType<Record<string, string>, string, string>;
    cause_event_id: string;
    cause_position: number | null;
    /** Chat digests: `<conversation>:<member>`, so a conversation mails a member at most once per window. */
    digest_key: string | null;
    send_after: Date;
    status: Generated<MailStatus>;
    attempts: Generated<number>;
    last_error: string | null;
    created_at: Generated<Date>;
    sent_at: Date | null;
    /** A pending mail a sender is sending until then (migration 0460); null or past: free to claim. */
    claimed_until: Date | null;
  };
}
