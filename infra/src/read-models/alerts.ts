/** The alerts read model (migration 0360): saved alerts, helper opt-ins and what each alert was told. */
export type AlertTables = {
  saved_alerts: {
    id: string;
    member_id: string;
    /** The words as saved; null: any listing passing the filters. */
    query: string | null;
    category: string | null;
    type: string | null;
    urgent_only: boolean;
    radius_miles: number | null;
    /** instant | daily | weekly */
    frequency: string;
    /**
     * The words as the marketplace search reads them (`savedSearchQuery`), a `tsquery` matched
     * against each new listing's search vector; read and written through SQL only.
     */
    match_query: string | null;
    created_at: Date;
    updated_at: Date;
  };
  /** Verified members who asked to hear of urgent needs within `within_miles` of their area. */
  helper_alert_areas: {
    member_id: string;
    within_miles: number;
    updated_at: Date;
  };
  /**
   * Every alert (or helper) a listing reached, once: the digest mails list them, the admin counts
   * them per channel. `channel` is `instant` (the bell), `helper` (the bell, an urgent need nearby),
   * `daily` or `weekly` (a digest mail).
   */
  alert_deliveries: {
    id: string;
    member_id: string;
    alert_id: string | null;
    listing_id: string;
    listing_title: string;
    listing_type: string;
    urgent: boolean;
    channel: string;
    matched_at: Date;
    position: number;
  };
};
