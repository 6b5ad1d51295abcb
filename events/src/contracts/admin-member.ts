import { z } from 'zod';
import { messageDataSchema } from './message-data';
import { membershipTier } from '../members';
import { membershipHistoryEntrySchema } from './membership';
import { verificationStatuses } from '../verification';

/**
 * Who caused a ledger entry: the member themselves, the other party of its trade, an admin (by
 * name), or a rule of the system (settlement, the welcome bonus) when no person did.
 */
export const ledgerActorSchema = z.object({
  role: z.enum(['member', 'other_party', 'admin', 'system']),
  /** The person's member id; null for the system. */
  id: z.string().nullable(),
  /** Username of the person, or the rule's name ("Settlement"). */
  name: z.string(),
  /** A rule's name as data, for the reader's language (the system only). */
  nameMessage: messageDataSchema.optional(),
});
export type LedgerActor = z.infer<typeof ledgerActorSchema>;

/** Where a ledger entry came from: the event that recorded it, exactly as the log holds it. */
export const ledgerProvenanceSchema = z.object({
  eventId: z.string(),
  /** The event's type (`EscrowPaid`); null with the rest below on entries not yet traced. */
  eventType: z.string().nullable(),
  stream: z.string().nullable(),
  streamRevision: z.number().nullable(),
  globalPosition: z.number(),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
});
export type LedgerProvenance = z.infer<typeof ledgerProvenanceSchema>;

/** One line of a member's credit history, oldest first, as the admin sees it. */
export const ledgerLineSchema = z.object({
  at: z.string(),
  /** earned | spent | hold | release | other: what the entry does to the balance or held credits. */
  kind: z.string(),
  /** Two decimals, always positive; `kind` says which way it moves. */
  amount: z.string(),
  /** The balance right after this entry (holds do not change it); null when not yet traced. */
  balanceAfter: z.string().nullable(),
  reason: z.string(),
  /** The same words as data, for the reader's language. */
  reasonMessage: messageDataSchema.optional(),
  tradeId: z.string().nullable(),
  actor: ledgerActorSchema,
  provenance: ledgerProvenanceSchema,
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

/** One change of a member's credit line, with the event it came from (who, why, when). */
export const creditLineChangeSchema = z.object({
  at: z.string(),
  /** tier | policy | earned | relief_granted | relief_ended | suspended | closed (the event's reason). */
  reason: z.string(),
  line: z.string(),
  previousLine: z.string(),
  parts: z.object({ tier: z.string(), earned: z.string(), relief: z.string() }),
  /** The admin behind it (username, or the id when no longer a member); null for a rule of the system. */
  changedBy: z.string().nullable(),
  provenance: z.object({ eventId: z.string(), stream: z.string(), streamRevision: z.number(), globalPosition: z.number() }),
});
export type CreditLineChange = z.infer<typeof creditLineChangeSchema>;

/** A relief line an admin granted; `endedAt` once it ended (`endedReason`: expired, suspended, closed). */
export const reliefLineSchema = z.object({
  id: z.string(),
  amount: z.string(),
  reason: z.string(),
  endsAt: z.string(),
  grantedBy: z.string(),
  grantedAt: z.string(),
  endedAt: z.string().nullable(),
  endedReason: z.string().nullable(),
});
export type ReliefLine = z.infer<typeof reliefLineSchema>;

/** A debit an admin let go past the member's line. */
export const creditLineOverrideSchema = z.object({ id: z.string(), at: z.string(), admin: z.string(), reason: z.string(), amount: z.string() });

/** The member's credit line as the admin's member page shows it. */
export const adminCreditLineSchema = z.object({
  line: z.string(),
  parts: z.object({ tier: z.string(), earned: z.string(), relief: z.string() }),
  /** The most a positive balance may hold; null: no ceiling. */
  ceiling: z.string().nullable(),
  /** Every change, newest first. */
  changes: z.array(creditLineChangeSchema),
  /** Open ones first, then ended, newest first within each. */
  reliefLines: z.array(reliefLineSchema),
  overrides: z.array(creditLineOverrideSchema),
});
export type AdminCreditLine = z.infer<typeof adminCreditLineSchema>;

/** `GET /api/admin/members/:id`: one member as an administrator sees them. */
export const adminMemberSchema = z.object({
  profile: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    isAdmin: z.boolean(),
    membershipTier,
    trialExpiresAt: z.string().nullable(),
    /** Who issued the invitation of the member's guest trial (a username, or "seed" for demo codes); null without one. */
    invitedBy: z.string().nullable(),
    verified: z.boolean(),
    verificationStatus: z.enum(verificationStatuses),
    balance: z.string(),
    /** balance + credit line − held. */
    available: z.string(),
    held: z.string(),
    createdAt: z.string(),
  }),
  creditLine: adminCreditLineSchema,
  /** Free-tier applications and verification submissions, newest first. */
  membershipApplications: z.array(
    z.object({ id: z.string(), tier: z.string(), status: z.string(), submittedAt: z.string(), decidedAt: z.string().nullable(), decidedBy: z.string().nullable(), reason: z.string().nullable() }),
  ),
  verifications: z.array(
    z.object({ id: z.string(), type: z.string(), status: z.string(), submittedAt: z.string(), decidedAt: z.string().nullable(), decidedBy: z.string().nullable(), reason: z.string().nullable() }),
  ),
  listings: z.array(z.object({ id: z.string(), title: z.string(), type: z.string(), credits: z.string(), active: z.boolean(), createdAt: z.string() })),
  trades: z.array(
    z.object({ id: z.string(), title: z.string(), otherParty: z.string(), role: z.enum(['payer', 'payee']), amount: z.string(), status: z.string(), settlement: z.string().nullable(), createdAt: z.string() }),
  ),
  /** Every ledger entry, oldest first. */
  ledger: z.array(ledgerLineSchema),
  /** The tier lifecycle's steps (standard chosen, paid, past due, cancelled, trial reminders and end, free tiers), oldest first. */
  membershipHistory: z.array(membershipHistoryEntrySchema),
  /**
   * The newest verification of the whole event log's hash chains and anchor (scheduled every ten
   * minutes, or an operator's `ops verify`): null until the first one.
   */
  ledgerCheck: z
    .object({
      verifiedAt: z.string(),
      throughPosition: z.number(),
      ok: z.boolean(),
      /** The first break found: its stream and revision (null for an anchor's), and what did not match. */
      stream: z.string().nullable(),
      revision: z.number().nullable(),
      problem: z.string().nullable(),
    })
    .nullable(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** One event of the log as stored, with its metadata. */
export const loggedEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  stream: z.string(),
  streamRevision: z.number(),
  globalPosition: z.number(),
  createdAt: z.string(),
  data: z.unknown(),
  metadata: z.object({
    actorId: z.string().nullable(),
    correlationId: z.string(),
    causationId: z.string().nullable(),
    schemaVersion: z.number(),
  }),
});
export type LoggedEvent = z.infer<typeof loggedEventSchema>;

/**
 * `GET /api/admin/events/:id`: the event and its chain of causation, oldest first — the events it
 * follows from (through each one's causation) and the events that follow from it.
 */
export const eventChainSchema = z.object({
  event: loggedEventSchema,
  chain: z.array(loggedEventSchema),
});
export type EventChain = z.infer<typeof eventChainSchema>;

/** The CSV export's columns, the table's columns in the same order. */
export const ledgerCsvColumns = [
  'time',
  'kind',
  'amount',
  'balance_after',
  'reason',
  'actor',
  'actor_role',
  'trade_id',
  'event_id',
  'event_type',
  'stream',
  'stream_revision',
  'global_position',
  'correlation_id',
  'causation_id',
] as const;
