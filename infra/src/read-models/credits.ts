export type CreditTables = {
  member_balances: {
    member_id: string;
    balance_cents: number;
    held_cents: number;
    updated_at: Date;
  };
  ledger_entries: {
    /** The id of the event that recorded the movement. */
    id: string;
    member_id: string;
    /** earned | spent | other | hold | release */
    kind: string;
    amount_cents: number;
    /** Its line as `{code, params}` of the ledger lines catalogue (migration 0261), written in the reader's language when read. */
    description_code: string;
    description_params: Record<string, string | number> | null;
    trade_id: string | null;
    /** The event's global position in the log. */
    position: number;
    created_at: Date;
    // Provenance (migration 0120): null only on rows whose event the migration could not read.
    event_type: string | null;
    stream_name: string | null;
    stream_revision: number | null;
    correlation_id: string | null;
    causation_id: string | null;
    /** Who caused the event (the member, the other party, an admin); null for a rule of the system. */
    actor_id: string | null;
    /** The member's balance right after this entry. */
    balance_after_cents: number | null;
  };
};
