/** The needs analytics read model (migration 0372): one row per need, the times of what became of it. */
export type NeedTables = {
  need_outcomes: {
    listing_id: string;
    posted_at: Date;
    /** Urgent when posted (or made so by a revision). */
    is_urgent: boolean;
    /** The first proposal on it: how long an urgent need waited for an answer. */
    first_proposal_at: Date | null;
    /** The first time its owner said it was partly met, and met. */
    partly_met_at: Date | null;
    met_at: Date | null;
    /** The first time it expired. */
    expired_at: Date | null;
  };
};
