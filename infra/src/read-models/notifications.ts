export type NotificationTables = {
  /** The bell's items, kept so a reload does not lose them. */
  notifications: {
    /** Derived from the id of the event that caused it (and the member). */
    id: string;
    member_id: string;
    /** message | trade_update | other */
    type: string;
    /** What it says, as `{code, params}` of a feature's `*-notices` catalogue (migration 0260). */
    title_code: string | null;
    title_params: Record<string, string | number> | null;
    description_code: string | null;
    description_params: Record<string, string | number> | null;
    /** The English text of a row stored before 0260, until the projection's replay gives it its codes. */
    title: string | null;
    description: string | null;
    trade_id: string | null;
    /** Where opening it leads in the client, when not a trade's conversation (migration 0151). */
    link: string | null;
    read: boolean;
    read_at: Date | null;
    /** Log position of the causing event: orders "mark all read" against later notifications. */
    position: number;
    created_at: Date;
  };
  /**
   * Notifications a member marked read by id. Kept even when the row does not exist (yet), so a
   * row recorded later by another projection, or after a rebuild, still comes out read.
   */
  notification_read_ids: {
    notification_id: string;
    member_id: string;
    read_at: Date;
  };
  /** Notifications a member saw on an opened bell (migration 0300): they stop counting there, and stay unread. */
  notification_seen_ids: {
    notification_id: string;
    member_id: string;
    seen_at: Date;
  };
  /** The last "mark all read" of each member, so a notification recorded late still counts as read. */
  notification_read_marks: {
    member_id: string;
    read_through_position: number;
    read_at: Date;
  };
};
