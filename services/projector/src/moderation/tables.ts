// The projector's own lookup tables: only the projector reads them, so they stay beside it and
// out of the shared read models (infra/src/read-models).
/** The notifications projection's lookup for report outcomes (migration 0100). */
export type ModerationNotificationTables = {
  /** Reports whose reporter was already told of an outcome: they are told once. */
  notification_report_outcomes: {
    report_id: string;
  };
};
