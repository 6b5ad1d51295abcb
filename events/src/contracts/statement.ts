import { z } from 'zod';
import { messageDataSchema } from './message-data';

/**
 * The ledger's kinds of entry a statement can be filtered by: `earned` and `spent` change the
 * balance, `hold` and `release` only what is available (a hold sets credits aside for a trade,
 * its release gives them back; the trade's payment is the `spent` entry that ends the hold).
 */
export const statementKinds = ['earned', 'spent', 'hold', 'release'] as const;
export type StatementKind = (typeof statementKinds)[number];

/** How many entries one page of the statement holds. */
export const STATEMENT_PAGE_SIZE = 50;

const MONTH = /^(19[7-9]\d|[2-9]\d{3})-(0[1-9]|1[0-2])$/;
const CURSOR = /^[A-Za-z0-9_-]{1,100}$/;

/** A query parameter left empty (`?month=`) means no filter, as a form sends it. */
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);

const monthField = z.preprocess(
  blankIsAbsent,
  z.string({ error: 'Month must be given once, as YYYY-MM.' }).regex(MONTH, 'Month must be a month as YYYY-MM, such as 2026-03.').optional(),
);
const kindField = z.preprocess(
  blankIsAbsent,
  z.enum(statementKinds, { error: `Kind must be one of ${statementKinds.join(', ')}.` }).optional(),
);

/** `GET /api/user/statement.csv?month=&kind=`: the filters (month as YYYY-MM, UTC). */
export const statementFilterSchema = z.object({ month: monthField, kind: kindField });
export type StatementFilter = z.infer<typeof statementFilterSchema>;

/** `GET /api/user/statement?cursor=&month=&kind=`: the filters and, after the first page, the previous page's `nextCursor`. */
export const statementQuerySchema = statementFilterSchema.extend({
  cursor: z.preprocess(
    blankIsAbsent,
    z.string({ error: 'Cursor must be given once.' }).regex(CURSOR, 'Invalid cursor: start again from the first page.').optional(),
  ),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** One ledger entry as the member's statement shows it. */
export const statementEntrySchema = z.object({
  /** The id of the event that recorded it: the same id the admin's view of the member shows. */
  id: z.string(),
  at: z.string(),
  /** `line`: a change of the credit line (or a debit an admin let past it); `amount` is then the line after it, and neither balance nor held moves. */
  kind: z.enum([...statementKinds, 'other', 'line']),
  /** What happened, in words: "Held for 'Hot meals'", "Paid to ana", "Hold returned". */
  description: z.string(),
  /** The same words as data, for the reader's language. */
  descriptionMessage: messageDataSchema.optional(),
  /** Two decimals, always positive; the changes below say which way it moved. */
  amount: z.string(),
  /** Signed change of the balance ("-11.00"; "0.00" for a hold or its return). */
  balanceChange: z.string(),
  /** Signed change of the credits held for trades ("11.00" for a hold, "-11.00" when paid or returned). */
  heldChange: z.string(),
  /** Right after this entry: balance, held and available (= balance + credit line − held); null on an entry not yet traced. */
  balanceAfter: z.string().nullable(),
  heldAfter: z.string().nullable(),
  availableAfter: z.string().nullable(),
  trade: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The trade's other member; null for entries of no trade (a grant, the welcome bonus). */
  counterparty: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

/** Sums over every entry the filters select (all pages), two-decimal strings. */
export const statementTotalsSchema = z.object({
  entries: z.number(),
  /** Added to the balance (`earned`). */
  credited: z.string(),
  /** Taken from the balance (`spent`: payments and debits). */
  debited: z.string(),
  /** Set aside for trades (`hold`). */
  held: z.string(),
  /** Holds given back (`release`). */
  released: z.string(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

/** `GET /api/user/statement`: one page, newest first, and where the member stands now. */
export const statementPageSchema = z.object({
  entries: z.array(statementEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  totals: statementTotalsSchema,
  /** available = balance + creditLine − held, as in `GET /api/user/credits`. */
  current: z.object({ balance: z.string(), held: z.string(), creditLine: z.string(), available: z.string() }),
});
export type StatementPage = z.infer<typeof statementPageSchema>;

/** The CSV download's columns: the screen's, in its order, with the ledger's own words beside them. */
export const statementCsvColumns = [
  'time',
  'description',
  'kind',
  'amount',
  'balance_change',
  'held_change',
  'balance_after',
  'held_after',
  'available_after',
  'trade',
  'trade_id',
  'counterparty',
  'event_id',
] as const;
