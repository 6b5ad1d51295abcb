import { z } from 'zod';
import { messageFields } from './common';
import { profileSchema } from './members';

/** This month against the last; `growthPercent` null when last month had none to compare with. */
const monthComparison = <T extends z.ZodType>(figure: T) =>
  z.object({ thisMonth: figure, lastMonth: figure, growthPercent: z.number().nullable() });
export type MonthComparison<T = number> = { thisMonth: T; lastMonth: T; growthPercent: number | null };

/** `GET /api/admin/stats`. */
export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  /** The spec's alternative name for totalUsers. */
  users: z.number(),
  activeTrades: z.number(),
  pendingVerifications: z.number(),
  /** Dollars a month, expected from the active (paid) standard members; what was collected is `revenueCollected`. */
  monthlyRevenue: z.number(),
  monthlyRevenueBasis: z.literal('expected'),
  monthlyRevenueNote: z.string(),
  /** Standard members whose membership is active (paid). */
  standardMembers: z.number(),
  /** Members who started a card subscription (paid or not). */
  subscriptionsStarted: z.number(),
  /** Dollars ("10.00") collected from recorded paid invoices, per calendar month (UTC). */
  revenueCollected: monthComparison(z.string()),
  /** Invoices Stripe could not collect this month. */
  paymentsFailedThisMonth: z.number(),
  verifiedMembers: z.number(),
  analytics: z.object({
    month: z.string(),
    previousMonth: z.string(),
    newMembers: monthComparison(z.number()),
    tradesCompleted: monthComparison(z.number()),
    /** Credits paid from member to member when trades settled. */
    creditsExchanged: monthComparison(z.string()),
    /** Credits the platform added: welcome bonuses and credits issued by admins. */
    creditsIssued: monthComparison(z.string()),
    activeListings: z.number(),
    urgentNeeds: z.number(),
  }),
  /** Credit lines (ARCHITECTURE.md, "Credit lines"): what members owe the community right now, and write-offs. */
  credit: z.object({
    /** Σ of every negative balance, as a positive two-decimal string. */
    totalDebt: z.string(),
    membersBelowZero: z.number(),
    reliefLinesOpen: z.number(),
    /** Relief credits open right now. */
    reliefOpenAmount: z.string(),
    /** Debts written off at closing, per calendar month (UTC), newest first (the last twelve). */
    writtenOffByMonth: z.array(z.object({ month: z.string(), amount: z.string(), accounts: z.number() })),
  }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One member of `GET /api/admin/all-users`. */
export const adminUserSchema = profileSchema
  .pick({ id: true, username: true, email: true, firstName: true, lastName: true, isAdmin: true, membershipTier: true, verified: true, verificationStatus: true, barterCredits: true, location: true, createdAt: true })
  .extend({
    /** False for members who never submitted (their status still reads pending, the spec's default). */
    verificationSubmitted: z.boolean(),
  });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `GET /api/admin/all-users`: one page of members, newest first. */
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

// Commands: what the admin dashboard sends to the command API and what it answers. Both bodies
// are checked field by field in the spec's order by the command API, which takes every field as
// it comes; it checks at compile time that it reads exactly these fields.

/** `POST /api/admin/credits/issue`: credits for a member, with the reason they see. */
export interface IssueCreditsBody {
  userId: string;
  /** Credits, up to 2 decimals ("12.50" or 12.5). */
  amount: string | number;
  reason: string;
}

/** Its answer: the amount issued and the member's new balance (two-decimal strings). */
export const creditsIssuedSchema = z.object({ ...messageFields, userId: z.string(), amount: z.string(), balance: z.string() });
export type CreditsIssued = z.infer<typeof creditsIssuedSchema>;

/** `POST /api/admin/send-message`: a personal message; `userEmail`, when given, must be the chosen member's. */
export interface AdminMessageBody {
  userId: string;
  subject: string;
  message: string;
  userEmail?: string | null;
}

/** Its answer. */
export const adminMessageSentSchema = z.object({ ...messageFields, id: z.string(), userId: z.string() });
export type AdminMessageSent = z.infer<typeof adminMessageSentSchema>;
