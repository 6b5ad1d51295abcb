export type MembershipTables = {
  /** Invitation codes for guest trials, for admins to list (the invitation streams decide). */
  invitations: {
    code: string;
    issued_by: string;
    note: string | null;
    issued_at: Date;
    redeemed_by: string | null;
    redeemed_at: Date | null;
  };
  /** Applications for free tiers and how an admin decided them. */
  membership_applications: {
    id: string;
    member_id: string;
    tier: string;
    reason: string;
    /** pending until an admin approves or rejects it (admin dashboard). */
    status: string;
    submitted_at: Date;
    /** The admin who decided; null while pending. */
    decided_by: string | null;
    decided_at: Date | null;
    decision_reason: string | null;
  };
  /** Stripe references of members who started a subscription. */
  member_subscriptions: {
    member_id: string;
    stripe_customer_id: string;
    stripe_subscription_id: string;
    started_at: Date;
    /** incomplete until the first paid invoice; active, past_due, cancelled (migration 0063). */
    status: string;
    cancel_at_period_end: boolean;
    current_period_end: Date | null;
  };
  /** Invoices Stripe reported paid or failed (id: our event's id), for admins' revenue and Payments view. */
  membership_payments: {
    id: string;
    member_id: string;
    outcome: string;
    /** Integer cents in `currency`. */
    amount_cents: string | number | bigint;
    currency: string;
    invoice_id: string;
    subscription_id: string;
    at: Date;
  };
  /** Each step of a member's tier lifecycle, in log order (admin member page). */
  membership_history: {
    id: string;
    member_id: string;
    event_type: string;
    /** The step as `{code, params}` of the membership history catalogue (migration 0262). */
    summary_code: string;
    summary_params: Record<string, string | number> | null;
    position: string | number | bigint;
    at: Date;
  };
  /** A free tier an approved verification offered; `accepted_at` once the member took it. */
  membership_offers: {
    member_id: string;
    tier: string;
    verification_type: string;
    offered_at: Date;
    accepted_at: Date | null;
  };
};
