import { DEFAULT_CREDIT_POLICY, streams, type CreditPolicy, type DomainEvent, type MembershipTier } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';

/** The admins' defaults as the `credit_policy` stream holds them: the last change, or the built-in defaults. */
export async function readCreditPolicy(store: EventStore): Promise<CreditPolicy> {
  const events = (await store.readStream(streams.creditPolicy())) as unknown as DomainEvent[];
  const last = events.findLast((event) => event.type === 'CreditPolicyChanged');
  return last && last.type === 'CreditPolicyChanged' ? last.data.policy : DEFAULT_CREDIT_POLICY;
}

/** What the tier line is decided from: the member's tier and where they stand. */
export interface TierFacts {
  tier: string;
  standing: string;
  verified: boolean;
  suspended: boolean;
  closed: boolean;
}

const isTier = (tier: string, policy: CreditPolicy): tier is MembershipTier => tier in policy.tierLines;

/**
 * The tier's part of a member's line: standard with its payment active and each verified free tier
 * get their tier's base line; a guest trial, a standard member whose first payment is pending, an
 * unverified free-tier applicant, a suspended member and a closed account get none (unless the
 * admins gave the guest trial one).
 */
export function tierLineFor(policy: CreditPolicy, facts: TierFacts): { tierLineCents: number; ceilingCents: number | null } {
  if (!isTier(facts.tier, policy)) return { tierLineCents: 0, ceilingCents: null };
  const ceilingCents = policy.ceilings[facts.tier];
  if (facts.suspended || facts.closed || facts.standing !== 'active') return { tierLineCents: 0, ceilingCents };
  const eligible = facts.tier === 'standard' || facts.tier === 'guest_trial' || facts.verified;
  return { tierLineCents: eligible ? policy.tierLines[facts.tier] : 0, ceilingCents };
}
