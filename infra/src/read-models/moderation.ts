/** The moderation read model (migration 0100): reports, what admins did about them, suspensions. */
export type ModerationTables = {
  /** One row per report, with what the reporter saw when they filed it. */
  moderation_reports: {
    id: string;
    reference: string;
    reporter_id: string;
    /** listing | member | message | conversation */
    subject: string;
    reported_member_id: string;
    listing_id: string | null;
    trade_id: string | null;
    message_id: string | null;
    /** One of the six report categories. */
    category: string;
    description: string;
    listing_title: string | null;
    listing_description: string | null;
    message_text: string | null;
    /** open | actioned | dismissed */
    status: string;
    filed_at: Date;
    /** When an admin first dismissed or acted on it. */
    closed_at: Date | null;
  };
  /** What admins did about a report: dismissed it, or each action (once each). */
  moderation_report_outcomes: {
    report_id: string;
    /** dismissed | listing_taken_down | member_warned | member_suspended */
    action: string;
    actor_id: string;
    note: string | null;
    at: Date;
  };
  /**
   * Each member's suspension that was not lifted, one row at most. Whether it is still in force is
   * decided when read, from `ends_at` (null: until lifted) and the reader's clock.
   */
  member_suspensions: {
    member_id: string;
    suspension_id: string;
    reason: string;
    ends_at: Date | null;
    suspended_by: string;
    report_id: string | null;
    suspended_at: Date;
  };
};
