// The projector's own lookup tables: only the projector reads them, so they stay beside it and
// out of the shared read models (infra/src/read-models).
/** The notifications projection's lookup for reference notifications (migration 0090). */
export type ReferenceNotificationTables = {
  /** The references already left on each trade, so the second one can reveal both. */
  notification_trade_references: {
    trade_id: string;
    author_id: string;
    subject_id: string;
    rating: number;
  };
};
