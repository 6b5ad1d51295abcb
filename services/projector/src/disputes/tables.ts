// The projector's own lookup tables: only the projector reads them, so they stay beside it and
// out of the shared read models (infra/src/read-models).
/** The notifications projection's lookups for dispute notifications (migration 0110). */
export type DisputeNotificationTables = {
  /** What the bell needs to tell a dispute's news, kept inside the notifications read model so it rebuilds alone. */
  notification_disputes: {
    trade_id: string;
    listing_title: string;
    payer_id: string;
    payee_id: string;
    amount_cents: number;
    decided_by: string | null;
  };
  /** Administrators, who hear of every open dispute. */
  notification_admins: {
    member_id: string;
  };
};
