/** The trades read model (migration 0020) and the settlement process's checkpoint (0021). */
export interface TradeTables {
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
}

/** Lookups of the notifications projection for trade notifications (migration 0022). */
export interface TradeNotificationTables {
  notification_member_names: {
    member_id: string;
    username: string;
  };
  notification_trades: {
    trade_id: string;
    listing_title: string;
    initiator_id: string;
    recipient_id: string;
    payer_id: string;
    payee_id: string;
    status: string;
  };
}
