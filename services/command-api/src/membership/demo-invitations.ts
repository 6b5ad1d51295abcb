import { streams } from '@barteraid/events';
import { execute, loadStream, nowOf } from '../command-handling';
import type { FeatureSeed } from '../seed/seed';
import { invitationDecider } from './invitation';

/** Demo invitation codes for guest trials (listed in the README); each works once per data directory. */
export const demoInvitationCodes = ['WELCOME-TRIAL', 'NEIGHBOR-TRIAL', 'SHELTER-TRIAL'] as const;

/** Issued by the owner account; a code that exists already is left alone, so every start is a no-op after the first. */
export const seedDemoInvitations: FeatureSeed = async (context, seeded) => {
  const owner = seeded.logins.find((login) => login.role.startsWith('admin'));
  const issuedBy = (owner && seeded.memberIds.get(owner.email)) ?? 'seed';
  let position: number | null = null;
  for (const code of demoInvitationCodes) {
    const existing = await loadStream(context.store, streams.invitation(code), invitationDecider);
    if (existing.state.issuedBy) continue;
    const issued = await execute(context, streams.invitation(code), invitationDecider, {
      type: 'IssueInvitation',
      code,
      issuedBy,
      note: 'Demo invitation',
      now: nowOf(context).toISOString(),
    });
    position = Math.max(position ?? 0, issued.position ?? 0);
  }
  return position;
};
