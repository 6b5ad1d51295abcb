export interface CreditTables {
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
    description: string;
    trade_id: string | null;
    position: number;
    created_at: Date;
  };
}

// Registers these tables in the shared database schema, so every service's queries are typed by them.
declare module '@barteraid/infra' {
  interface Schema extends CreditTables {}
}
