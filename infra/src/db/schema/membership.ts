export interface MembershipTables {
  /** Invitation codes for guest trials, for admins to list (the invitation streams decide). */
  invitations: {
    code: string;
    issued_by: string;
    note: string | null;
    issued_at: Date;
    redeemed_by: string | null;
    redeemed_at: Date | null;
  };
  /** Applications for free tiers, waiting for staff review. */
  membership_applications: {
    id: string;
    member_id: string;
    tier: string;
    reason: string;
    /** pending until staff review it (review is part of the admin dashboard). */
    status: string;
    submitted_at: Date;
  };
  /** Stripe references of members who started a subscription. */
  member_subscriptions: {
    member_id: string;
    stripe_customer_id: string;
    stripe_subscription_id: string;
    started_at: Date;
  };
}
