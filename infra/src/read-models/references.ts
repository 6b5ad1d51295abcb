/** The references read model (migration 0090). */
export type ReferenceTables = {
  /** Every reference left, visible or not: blindness is decided when read, from these rows and the time. */
  trade_references: {
    id: string;
    trade_id: string;
    author_id: string;
    subject_id: string;
    /** Whole stars, 1–5. */
    rating: number;
    comment: string;
    /** When the trade was completed: 14 days later every reference on it shows. */
    trade_completed_at: Date;
    /** When it was left. */
    created_at: Date;
  };
  /** What references need to know of each trade, kept from the trade events by this read model itself. */
  reference_trades: {
    trade_id: string;
    listing_title: string;
    initiator_id: string;
    recipient_id: string;
    /** null until the trade is completed. */
    completed_at: Date | null;
  };
};
