/** The mail preferences read model (migration 0130): only the kinds a member turned off or on again. */
export type MailPreferenceTables = {
  /** One row per member and kind they ever changed; a kind without a row is on. */
  mail_preferences: {
    member_id: string;
    kind: string;
    enabled: boolean;
    changed_at: Date;
  };
};
