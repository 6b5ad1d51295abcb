import type { JSONColumnType } from 'kysely';

/** The disputes read model (migration 0110). */
export type DisputeTables = {
  disputes: {
    id: string;
    trade_id: string;
    listing_title: string;
    /** open | decided */
    status: string;
    /** held | completed */
    stage: string;
    amount_cents: number;
    opened_by: string;
    payer_id: string;
    payee_id: string;
    reason: string;
    /** Object ids of the evidence files. */
    evidence: JSONColumnType<string[], string, string>;
    opened_at: Date;
    /** release | return | split, once decided. */
    outcome: string | null;
    payee_cents: number | null;
    payer_cents: number | null;
    note: string | null;
    decided_by: string | null;
    decided_at: Date | null;
    /** What a refund after completion could not take from the payee's balance. */
    shortfall_cents: number | null;
  };
  dispute_messages: {
    id: string;
    trade_id: string;
    author_id: string;
    by_admin: boolean;
    body: string;
    posted_at: Date;
    position: number;
  };
  /** Who may see an evidence file: the trade's two parties (and administrators). */
  dispute_evidence: {
    object_id: string;
    trade_id: string;
    payer_id: string;
    payee_id: string;
  };
};
