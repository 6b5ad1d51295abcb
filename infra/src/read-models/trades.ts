/** The trades read model (migration 0020) and the settlement process's checkpoint (0021). */
export type TradeTables = {
  trade_member_names: {
    member_id: string;
    username: string;
  };
  trades: {
    id: string;
    listing_id: string;
    listing_title: string;
    /** offer | need, as when the trade began */
    listing_type: string;
    initiator_id: string;
    initiator_username: string;
    recipient_id: string;
    recipient_username: string;
    payer_id: string;
    payee_id: string;
    amount_cents: number;
    terms: string;
    /** pending | accepted | completed | declined | cancelled */
    status: string;
    /** The member a pending proposal waits on. */
    awaiting_id: string | null;
    is_urgent: boolean;
    scheduled_for: Date | null;
    schedule_place: string | null;
    /** null (nothing to settle) | in_progress | paid | returned */
    settlement: string | null;
    /** When the payee marked it delivered (migration 0023). */
    delivered_at: Date | null;
    /** When the held credits are released without the payer, unless they confirm or dispute first. */
    release_due_at: Date | null;
    release_reminded_at: Date | null;
    /** Who completed it: the payer, or null when the rule released it. */
    completed_by: string | null;
    /** How it was completed: party_marked | payer_confirmed | auto_release | dispute_decided. */
    completion: string | null;
    /** null | open (held credits frozen) | decided (migration 0024). */
    dispute: string | null;
    created_at: Date;
    /** Last change of the trade itself. */
    updated_at: Date;
    /** Last change or message. */
    last_activity_at: Date;
  };
  trade_messages: {
    id: string;
    trade_id: string;
    sender_id: string;
    recipient_id: string;
    content: string;
    message_type: string;
    position: number;
    created_at: Date;
    /** When the recipient opened the conversation after it arrived. */
    read_at: Date | null;
  };
  /** What happened to a trade, step by step (proposed, countered, accepted, delivered, completed, …). */
  trade_timeline: {
    trade_id: string;
    /** The event's position in the log: the timeline's order. */
    position: number;
    /** The kind of step: the trade event's name in snake case (proposed, delivered, release_reminded, …). */
    step: string;
    /** Who did it; null when the rule or the settlement did. */
    actor_id: string | null;
    at: Date;
    amount_cents: number | null;
    /** A cancel reason, a meeting place, how it was completed or settled. */
    note: string | null;
  };
  /** One row per trade and member: the conversation list of that member. */
  conversations: {
    trade_id: string;
    member_id: string;
    counterparty_id: string;
    counterparty_username: string;
    listing_title: string;
    trade_status: string;
    last_message_preview: string | null;
    last_message_at: Date | null;
    last_sender_id: string | null;
    unread_count: number;
    last_activity_at: Date;
  };
};
