// The projector's own lookup tables: only the projector reads them, so they stay beside it and
// out of the shared read models (infra/src/read-models).
/** Lookups of the notifications projection for trade notifications (migration 0022). */
export type TradeNotificationTables = {
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
};
