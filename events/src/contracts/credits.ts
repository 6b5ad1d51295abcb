import { z } from 'zod';
import { messageDataSchema } from './message-data';

/** One ledger entry; `type` is `earned`, `spent` or `other`, `kind` the ledger's own word. */
export const creditTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(['earned', 'spent', 'other']),
  kind: z.string(),
  amount: z.string(),
  /** In English; `descriptionMessage` is the same line as data, for the reader's language. */
  description: z.string(),
  descriptionMessage: messageDataSchema.optional(),
  tradeId: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

/** How many of the newest entries `GET /api/user/credits` answers; the statement pages through the rest. */
export const RECENT_TRANSACTIONS = 50;

/**
 * `GET /api/user/credits`: balance, available (balance + credit line − holds), held, the credit line with its parts, the newest
 * `RECENT_TRANSACTIONS` entries, newest first, and the current calendar month's (UTC) totals over
 * all of its entries, computed by the server.
 */
export const creditsSchema = z.object({
  balance: z.string(),
  /** balance + creditLine − held: what the member may spend now (negative while past a line that shrank). */
  available: z.string(),
  held: z.string(),
  /** How far below zero the balance may go: the sum of `creditLineParts`. */
  creditLine: z.string(),
  creditLineParts: z.object({ tier: z.string(), earned: z.string(), relief: z.string() }),
  transactions: z.array(creditTransactionSchema),
  thisMonth: z.object({
    /** YYYY-MM (UTC). */
    month: z.string(),
    /** Added to the balance this month. */
    earned: z.string(),
    /** Taken from the balance this month: payments and debits, never holds. */
    spent: z.string(),
  }),
});
export type Credits = z.infer<typeof creditsSchema>;
