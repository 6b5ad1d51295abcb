/**
 * The community read model (migration 0280): what the landing page's figures count, kept as the
 * events arrive so a request reads a few rows instead of counting every trade and reference.
 */
export type CommunityTables = {
  /** Each member's latest completed trade: active traders are those whose latest is recent. */
  community_traders: {
    member_id: string;
    last_completed_at: Date;
  };
  /** The parties of each trade not yet ended, to credit both when it completes. */
  community_trade_parties: {
    trade_id: string;
    initiator_id: string;
    recipient_id: string;
  };
  /** Every reference and when it shows (its subject wrote theirs, or the trade's window closed). */
  community_references: {
    trade_id: string;
    author_id: string;
    subject_id: string;
    /** Four or five stars. */
    positive: boolean;
    shows_at: Date;
  };
  /** References by the UTC day they show on: the days before today are summed, today's counted. */
  community_reference_days: {
    /** YYYY-MM-DD (UTC), which sorts as the days do. */
    day: string;
    shown: number;
    positive: number;
  };
  /** Needs their owners say are met now (migration 0371): the landing page counts them. */
  community_met_needs: {
    listing_id: string;
    met_at: Date;
  };
};
