import { z } from 'zod';

const perTier = <T extends z.ZodType>(value: T) => z.object({ standard: value, free_assistance: value, emergency_business: value, guest_trial: value });

/** The admins' credit line defaults at the API edge: two-decimal strings; a ceiling of null is none. The `PUT` takes the same with a `reason`. */
export const creditPolicyViewSchema = z.object({
  tierLines: perTier(z.string()),
  earnedStep: z.string(),
  earnedCap: z.string(),
  ceilings: perTier(z.string().nullable()),
});
export type CreditPolicyView = z.infer<typeof creditPolicyViewSchema>;

/** `GET /api/admin/credit-policy`: the defaults in force and every change, newest first, with the admin's username and reason. */
export const adminCreditPolicySchema = z.object({
  policy: creditPolicyViewSchema,
  /** True while no admin has changed the built-in defaults. */
  isDefault: z.boolean(),
  changes: z.array(z.object({ id: z.string(), changedBy: z.string(), reason: z.string(), changedAt: z.string(), policy: creditPolicyViewSchema })),
});
export type AdminCreditPolicy = z.infer<typeof adminCreditPolicySchema>;
