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
  };
}

// Registers these tables in the shared database schema, so every service's queries are typed by them.
declare module '@barteraid/infra' {
  interface Schema extends MembershipTables {}
}
