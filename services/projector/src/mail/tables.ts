/** The mail preferences read model (migration 0130): only the kinds a member turned off or on again. */
export interface MailPreferenceTables {
  /** One row per member and kind they ever changed; a kind without a row is on. */
  mail_preferences: {
    member_id: string;
    kind: string;
    enabled: boolean;
    changed_at: Date;
  };
}

// Registers these tables in the shared database schema, so every service's queries are typed by them.
declare module '@barteraid/infra' {
  interface Schema extends MailPreferenceTables {}
}
