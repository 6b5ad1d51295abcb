export type SupportTables = {
  /** Contact messages and reports, for the support team's (future) admin view. */
  support_requests: {
    id: string;
    reference: string;
    /** contact | report */
    kind: string;
    category: string | null;
    name: string | null;
    email: string | null;
    subject: string | null;
    message: string;
    listing_id: string | null;
    trade_id: string | null;
    reported_username: string | null;
    member_id: string | null;
    /** open until the support team handles it (handling is not built yet). */
    status: string;
    created_at: Date;
  };
};
