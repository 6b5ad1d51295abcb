export type MemberTables = {
  members: {
    id: string;
    username: string;
    username_lower: string;
    email: string;
    email_lower: string;
    first_name: string;
    last_name: string;
    phone: string | null;
    location: string | null;
    membership_tier: string;
    is_admin: boolean;
    verified: boolean;
    verification_status: string;
    avatar_url: string | null;
    /** Set by TrialGranted (migration 0061). */
    trial_expires_at: Date | null;
    /** Who issued the invitation a guest trial came from (migration 0061). */
    invited_by: string | null;
    /** Where the tier stands: active, pending_payment, past_due or none (membership migration 0063). */
    membership_standing: string;
    rating: string;
    /** When the member closed their account (migration 0171); their personal fields then read as erased. */
    closed_at: Date | null;
    /** The language the member chose, `en` or `es` (migration 0172); null until they choose. */
    language: string | null;
    /**
     * `pending` while the address given at registration waits for its link, `confirmed` once a
     * link to it (or to a new address) was opened; null when never asked (migration 0301).
     */
    email_confirmation: string | null;
    created_at: Date;
    updated_at: Date;
  };
  /** The member's own area, exact (migration 0320): read only by their own `/api/auth/me`. */
  member_areas: {
    member_id: string;
    zip: string | null;
    lat: number;
    lng: number;
    precision: string;
    updated_at: Date;
  };
  /** Read by the gateway only, to check passwords at sign-in. */
  member_credentials: {
    member_id: string;
    email_lower: string;
    password_hash: string;
    /** The last email change's request id (migration 0200), part of the credential stamp; null before any. */
    email_change_id: string | null;
  };
};
