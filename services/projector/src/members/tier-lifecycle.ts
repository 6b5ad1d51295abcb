import type { ProjectedEventOf, ProjectionTransaction } from '../projection';

/** The lifecycle events that change a member's tier or where it stands (the membership stream's). */
export const tierLifecycleEvents = [
  'StandardMembershipRequested',
  'StandardMembershipActivated',
  'StandardMembershipPastDue',
  'MembershipLapsed',
  'TrialEnded',
  'FreeTierGranted',
] as const;
export type TierLifecycleEvent = ProjectedEventOf<(typeof tierLifecycleEvents)[number]>;

/**
 * The tier and its standing on `members`, from the events alone, so a rebuild gives the same row:
 * standard is `pending_payment` from the member's choice until the first paid invoice; a lapse or
 * a trial's end leaves the last tier with standing `none` (no active membership).
 */
export async function applyTierChange(event: TierLifecycleEvent, trx: ProjectionTransaction): Promise<void> {
  const set = (() => {
    switch (event.type) {
      case 'StandardMembershipRequested':
        return { membership_tier: 'standard', membership_standing: 'pending_payment' };
      case 'StandardMembershipActivated':
        return { membership_tier: 'standard', membership_standing: 'active', trial_expires_at: null };
      case 'StandardMembershipPastDue':
        return { membership_standing: 'past_due' };
      case 'MembershipLapsed':
      case 'TrialEnded':
        return { membership_standing: 'none' };
      case 'FreeTierGranted':
        return { membership_tier: event.data.tier, membership_standing: 'active', trial_expires_at: null };
    }
  })();
  await trx
    .updateTable('members')
    .set({ ...set, updated_at: event.createdAt })
    .where('id', '=', event.data.memberId)
    .execute();
}
