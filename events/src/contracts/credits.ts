import { z } from 'zod';

/** One ledger entry; `type` is `earned`, `spent` or `other`, `kind` the ledger's own word. */
export const creditTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(['earned', 'spent', 'other']),
  kind: z.string(),
  amount: z.string(),
  description: z.string(),
  tradeId: z.string().nullable(),
  createdAt: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

/** `GET /api/user/credits`: balance, available (balance − holds), held, and the history, newest first. */
export const creditsSchema = z.object({
  balance: z.string(),
  available: z.string(),
  held: z.string(),
  transactions: z.array(creditTransactionSchema),
});
export type Credits = z.infer<typeof creditsSchema>;
