import type { Generated } from 'kysely';

/** The alerts read model (migrations 0360, 0440): saved alerts, helper opt-ins, members' areas and what each alert was told. */
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
    /** The member's area now (`alert_member_areas`); null: the member has none, so a radius reaches nothing. */
    area_lat: number | null;
    area_lng: number | null;
    /** Generated: the box the radius spans around the area (a `box`, read through SQL only); null without a radius or an area. */
    reach: Generated<string | null>;
    created_at: Date;
    updated_at: Date;
  };
  /** The alerts read model's own copy of each member's area (`MemberLocationSet`), for the alerts saved after it. */
  alert_member_areas: {
    member_id: string;
    lat: number;
    lng: number;
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
