import { Router } from 'express';
import { DEFAULT_CREDIT_POLICY, formatCents, membershipTiers, type CreditPolicy, type MembershipTier } from '@barteraid/events';
import type { AdminCreditPolicy, CreditPolicyView } from '@barteraid/events/contracts/credit-policy';
import type { QueryDb } from '../read-models';
import type { QueryDeps } from '../deps';
import { requireAdmin } from './require-admin';


const perTier = <T>(value: (tier: MembershipTier) => T) => Object.fromEntries(membershipTiers.map((tier) => [tier, value(tier)])) as Record<MembershipTier, T>;

export function policyView(policy: CreditPolicy): CreditPolicyView {
  return {
    tierLines: perTier((tier) => formatCents(policy.tierLines[tier])),
    earnedStep: formatCents(policy.earnedStepCents),
    earnedCap: formatCents(policy.earnedCapCents),
    ceilings: perTier((tier) => {
      const ceiling = policy.ceilings[tier];
      return ceiling === null ? null : formatCents(ceiling);
    }),
  };
}

/** The defaults in force (the newest change, or the built-in ones) and every change, newest first, with the admin's username. */
export async function creditPolicyView(db: QueryDb): Promise<AdminCreditPolicy> {
  const changes = await db
    .selectFrom('credit_policy_changes')
    .leftJoin('members', (join) => join.on(({ eb, ref, cast }) => eb(cast(ref('members.id'), 'text'), '=', ref('credit_policy_changes.changed_by'))))
    .select(['credit_policy_changes.id', 'policy', 'changed_by', 'reason', 'changed_at', 'members.username'])
    .orderBy('credit_policy_changes.position', 'desc')
    .execute();
  const current = changes[0]?.policy ?? DEFAULT_CREDIT_POLICY;
  return {
    policy: policyView(current),
    isDefault: changes.length === 0,
    changes: changes.map((row) => ({
      id: row.id,
      changedBy: row.username ?? row.changed_by,
      reason: row.reason,
      changedAt: new Date(row.changed_at).toISOString(),
      policy: policyView(row.policy),
    })),
  };
}

/** The admins' credit line defaults, read by the admin page's form (they are changed with `PUT` on the command API). */
export function creditPolicyRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/api/admin/credit-policy', async (req, res) => {
    await requireAdmin(req, deps.db);
    res.set('Cache-Control', 'no-store').json(await creditPolicyView(deps.db));
  });
  return router;
}
