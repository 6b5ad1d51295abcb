import type { JSONColumnType } from 'kysely';
import type { CreditPolicy } from '@barteraid/events';
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
  /** Each member's credit line as its last CreditLineChanged gave it, with its parts (migration 0390). */
  credit_lines: {
    member_id: string;
    tier: string | null;
    tier_line_cents: number;
    earned_cents: number;
    relief_cents: number;
    line_cents: number;
    ceiling_cents: number | null;
    updated_at: Date;
  };
  /** Every change of a member's line, with the event it came from (migration 0390). */
  credit_line_changes: {
    id: string;
    member_id: string;
    reason: string;
    line_cents: number;
    previous_line_cents: number;
    tier_line_cents: number;
    earned_cents: number;
    relief_cents: number;
    changed_by: string | null;
    position: number;
    stream_name: string;
    stream_revision: number;
    created_at: Date;
  };
  /** Relief lines admins granted; `ended_at` once they ended (migration 0390). */
  relief_lines: {
    id: string;
    member_id: string;
    amount_cents: number;
    reason: string;
    ends_at: Date;
    granted_by: string;
    granted_at: Date;
    ended_at: Date | null;
    ended_reason: string | null;
  };
  /** Debts written off to the community account when an account closed (migration 0390). */
  debt_write_offs: {
    id: string;
    member_id: string;
    amount_cents: number;
    closing: string;
    written_off_at: Date;
  };
  /** Debits an admin let go past a member's line (migration 0390). */
  credit_line_overrides: {
    id: string;
    member_id: string;
    admin_id: string;
    reason: string;
    amount_cents: number;
    overridden_at: Date;
    /** The event's global position (migration 0400); null on rows written before it until a rebuild. */
    position: number | null;
  };
  /** Each change of the admins' credit line defaults (migration 0402); the newest is the policy in force. */
  credit_policy_changes: {
    id: string;
    /** The `CreditPolicy` as the event holds it (integer cents). */
    policy: JSONColumnType<CreditPolicy, string, string>;
    changed_by: string;
    reason: string;
    changed_at: Date;
    position: number;
  };
};
