/** Members' time zones and push/SMS choices (migration 0420). */
export type NotifyPreferenceTables = {
  /** One row per member who chose a time zone in /settings; none: from their area's ZIP, else the site's. */
  member_time_zones: {
    member_id: string;
    time_zone: string;
    chosen_at: Date;
  };
  /** One row per member, kind and channel (push, sms) they ever changed; a kind without a row is on. */
  notify_channel_preferences: {
    member_id: string;
    kind: string;
    channel: string;
    enabled: boolean;
    changed_at: Date;
  };
};
