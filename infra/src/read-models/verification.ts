import type { JSONColumnType } from 'kysely';

/** The verification read model (migration 0050). */
export type VerificationTables = {
  verification_submissions: {
    /** The submission id. */
    id: string;
    member_id: string;
    /** ebt | church | government | business */
    verification_type: string;
    form_data: JSONColumnType<Record<string, string | number>, string, string>;
    documents: JSONColumnType<{ name: string; objectId: string | null }[], string, string>;
    /** pending | approved | rejected */
    status: string;
    submitted_at: Date;
    decided_at: Date | null;
    /** The admin who decided. */
    decided_by: string | null;
    decision_reason: string | null;
    position: number;
  };
};
