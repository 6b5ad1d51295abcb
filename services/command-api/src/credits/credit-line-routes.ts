import { Router } from 'express';
import { z } from 'zod';
import { creditsField, formatCents, membershipTiers, streams, type CreditPolicy } from '@barteraid/events';
import { messageBody, notFound, parseWith } from '@barteraid/infra';
import { adminMessages as texts } from '@barteraid/events/messages/admin';
import { ledgerMessages } from '@barteraid/events/messages/ledger';
import type { CommandApiDeps } from '../deps';
import { commandDbOf } from '../read-models';
import { contextOf } from '../request-context';
import { execute, newEntityId, nowOf } from '../command-handling';
import { requireAdminActor } from '../admin/require-admin';
import { reject, type Decider } from '../decider';
import { writeLedger } from './ledger-writes';
import { creditLineCents } from './ledger';
import { applyCreditLineRules, memberLineFacts, syncCreditLine } from './credit-line-rule';
import { readCreditPolicy } from './credit-policy';

const reasonField = z.string().trim().min(1).max(500);

const reliefSchema = z.object({
  amount: creditsField('Amount'),
  reason: reasonField,
  endsAt: z.string().datetime({ offset: true }),
});

const debitSchema = z.object({
  userId: z.string().uuid(),
  amount: creditsField('Amount'),
  reason: reasonField,
  /** Set only to go past the member's line: the admin's reason is recorded with CreditLineOverridden. */
  overrideReason: reasonField.nullable().optional(),
});

const perTier = <T extends z.ZodTypeAny>(value: T) => z.object(Object.fromEntries(membershipTiers.map((tier) => [tier, value])) as Record<(typeof membershipTiers)[number], T>);

const policySchema = z.object({
  tierLines: perTier(creditsField('Tier line')),
  earnedStep: creditsField('Earned step'),
  earnedCap: creditsField('Earned cap'),
  ceilings: perTier(creditsField('Ceiling').nullable()),
  reason: reasonField,
});

type PolicyCommand = { type: 'ChangePolicy'; policy: CreditPolicy; changedBy: string; reason: string; now: string };

/** The `credit_policy` stream: each change of the admins' defaults, with who and why. */
const creditPolicyDecider: Decider<PolicyCommand, null, { type: 'CreditPolicyChanged'; data: { policy: CreditPolicy; changedBy: string; reason: string; changedAt: string } }> = {
  initialState: null,
  evolve: (state) => state,
  decide: (command) => [{ type: 'CreditPolicyChanged', data: { policy: command.policy, changedBy: command.changedBy, reason: command.reason, changedAt: command.now } }],
};

/** The admins' credit line actions: relief lines, debits (with an explicit override past the line) and the defaults. */
export function creditLineRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const db = commandDbOf(deps.db);

  router.post('/api/admin/members/:id/relief-lines', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const { amount, reason, endsAt } = parseWith(reliefSchema, req.body ?? {});
    const facts = await memberLineFacts(db, req.params.id ?? '');
    if (!facts) throw notFound(texts.message('userNotFound'));
    const now = nowOf(context);
    // The tier part first, so a member verified a moment ago gets their line with the relief.
    await syncCreditLine(deps.store, () => now, facts, await readCreditPolicy(deps.store));
    const reliefId = newEntityId(context, 'relief-line');
    const result = await writeLedger(context, facts.id, {
      type: 'GrantReliefLine',
      memberId: facts.id,
      reliefId,
      amountCents: amount,
      reason,
      endsAt: new Date(endsAt).toISOString(),
      grantedBy: adminId,
      memberVerified: facts.verified,
      now: now.toISOString(),
    });
    await deps.projections.waitFor(result.position);
    res.status(201).json({ id: reliefId, amount: formatCents(amount), endsAt: new Date(endsAt).toISOString(), creditLine: formatCents(creditLineCents(result.state)) });
  });

  router.post('/api/admin/credits/debit', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const { userId, amount, reason, overrideReason } = parseWith(debitSchema, req.body ?? {});
    const facts = await memberLineFacts(db, userId);
    if (!facts) throw notFound(texts.message('userNotFound'));
    const result = await writeLedger(context, facts.id, {
      type: 'DebitCredits',
      memberId: facts.id,
      amountCents: amount,
      reason: 'admin',
      description: `Credits debited by BarterAid: ${reason}`,
      override: overrideReason ? { adminId, reason: overrideReason } : null,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    res.status(201).json({ userId: facts.id, amount: formatCents(amount), balance: formatCents(result.state.balanceCents) });
  });

  router.put('/api/admin/credit-policy', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const input = parseWith(policySchema, req.body ?? {});
    if (input.earnedCap < 0) reject('invalid', ledgerMessages.message('invalidAmount'));
    const policy: CreditPolicy = { tierLines: input.tierLines, earnedStepCents: input.earnedStep, earnedCapCents: input.earnedCap, ceilings: input.ceilings };
    const now = nowOf(context);
    const changed = await execute(context, streams.creditPolicy(), creditPolicyDecider, { type: 'ChangePolicy', policy, changedBy: adminId, reason: input.reason, now: now.toISOString() });
    // Each open account's line follows at once (and the minute rule finishes what a crash here leaves).
    const report = await applyCreditLineRules(db, deps.store, () => now, adminId);
    await deps.projections.waitFor(await deps.store.headPosition());
    res.json({ ...messageBody(texts.message('creditPolicyChanged')), changedAt: now.toISOString(), position: changed.position, linesChanged: report.lines });
  });

  return router;
}
