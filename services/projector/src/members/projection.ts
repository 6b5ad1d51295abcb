import { FORMER_MEMBER, erasedValue } from '@barteraid/events';
import { CREDENTIALS_CHANGED } from '@barteraid/infra';
import { defineProjection, type ProjectedEventOf, type ProjectionTransaction } from '../projection';
import { applyTierChange, tierLifecycleEvents } from './tier-lifecycle';

/** Registrations in one statement per table: a rebuild or a catch-up meets them by the hundred. */
async function register(trx: ProjectionTransaction, events: ProjectedEventOf<'MemberRegistered'>[]) {
  await trx
    .insertInto('members')
    .values(
      events.map(({ data: member, createdAt }) => ({
        id: member.memberId,
        username: member.username,
        username_lower: member.username.toLowerCase(),
        email: member.email,
        email_lower: member.email.toLowerCase(),
        first_name: member.firstName,
        last_name: member.lastName,
        phone: member.phone,
        location: member.location,
        membership_tier: member.membershipTier,
        membership_standing: 'active',
        is_admin: false,
        verified: false,
        verification_status: 'pending',
        avatar_url: null,
        rating: '0',
        created_at: new Date(member.registeredAt),
        updated_at: createdAt,
      })),
    )
    .execute();
  await trx
    .insertInto('member_credentials')
    .values(events.map(({ data: member }) => ({ member_id: member.memberId, email_lower: member.email.toLowerCase(), password_hash: member.passwordHash, email_change_id: null })))
    .execute();
}

/** Member profiles for the query API and credentials for the gateway's sign-in. */
export const membersProjection = defineProjection({
  name: 'members',
  tables: ['members', 'member_credentials', 'member_areas'],
  handles: ['MemberRegistered', 'MemberAccountClosed', 'MemberProfileChanged', 'MemberEmailChanged', 'EmailConfirmationRequested', 'EmailConfirmed', 'PasswordChanged', 'MemberGrantedAdmin', 'VerificationSubmitted', 'VerificationApproved', 'VerificationRejected', 'MemberAvatarChanged', 'TrialGranted', 'MembershipApplicationApproved', 'MemberLanguageChosen', 'MemberLocationSet', ...tierLifecycleEvents],
  async apply(event, trx, outbox) {
    switch (event.type) {
      case 'MemberRegistered':
        return register(trx, [event]);
      // Asked to confirm the address it has (a link to an address it no longer has changes nothing).
      case 'EmailConfirmationRequested':
        await trx
          .updateTable('members')
          .set({ email_confirmation: 'pending' })
          .where('id', '=', event.data.memberId)
          .where('email_lower', '=', event.data.email.toLowerCase())
          .where((where) => where.or([where('email_confirmation', 'is', null), where('email_confirmation', '!=', 'confirmed')]))
          .execute();
        return;
      case 'EmailConfirmed':
        await trx
          .updateTable('members')
          .set({ email_confirmation: 'confirmed' })
          .where('id', '=', event.data.memberId)
          .where('email_lower', '=', event.data.email.toLowerCase())
          .execute();
        return;
      case 'MemberProfileChanged':
        await trx
          .updateTable('members')
          .set({ first_name: event.data.firstName, last_name: event.data.lastName, phone: event.data.phone, location: event.data.location, updated_at: event.createdAt })
          .where('id', '=', event.data.memberId)
          .execute();
        return;
      // Sign-in (member_credentials) and mail (members.email) follow the confirmed address; the old one
      // no longer finds the account. The change is part of the credential stamp: the member's other
      // sessions end, as with a new password.
      case 'MemberEmailChanged': {
        const email = event.data.email;
        await trx.updateTable('members').set({ email, email_lower: email.toLowerCase(), updated_at: event.createdAt }).where('id', '=', event.data.memberId).execute();
        // The change's link was opened at the new address: that proves it as well as a confirmation link.
        await trx.updateTable('members').set({ email_confirmation: 'confirmed' }).where('id', '=', event.data.memberId).where('email_confirmation', '=', 'pending').execute();
        await trx
          .updateTable('member_credentials')
          .set({ email_lower: email.toLowerCase(), email_change_id: event.data.requestId })
          .where('member_id', '=', event.data.memberId)
          .execute();
        outbox.notify(event.data.memberId, { type: CREDENTIALS_CHANGED });
        return;
      }
      // Everything personal goes at once, as a rebuild would find it once the key is gone; sign-in
      // stops (no credentials) and every open session ends (the gateways re-check them).
      case 'MemberAccountClosed': {
        const memberId = event.data.memberId;
        const email = erasedValue('email', memberId) as string;
        await trx
          .updateTable('members')
          .set({
            username: FORMER_MEMBER,
            username_lower: FORMER_MEMBER.toLowerCase(),
            email,
            email_lower: email,
            first_name: erasedValue('first_name', memberId) as string,
            last_name: erasedValue('last_name', memberId) as string,
            phone: null,
            location: null,
            avatar_url: null,
            closed_at: new Date(event.data.closedAt),
            updated_at: event.createdAt,
          })
          .where('id', '=', memberId)
          .execute();
        await trx.deleteFrom('member_credentials').where('member_id', '=', memberId).execute();
        await trx.deleteFrom('member_areas').where('member_id', '=', memberId).execute();
        outbox.notify(memberId, { type: CREDENTIALS_CHANGED });
        return;
      }
      // A reset link or a change on /settings replaces the hash the gateway checks at sign-in.
      case 'PasswordChanged':
        await trx
          .updateTable('member_credentials')
          .set({ password_hash: event.data.passwordHash })
          .where('member_id', '=', event.data.memberId)
          .execute();
        // Live only: every gateway checks this member's open sockets against the new password at once.
        outbox.notify(event.data.memberId, { type: CREDENTIALS_CHANGED });
        return;
      case 'MemberGrantedAdmin':
        await trx
          .updateTable('members')
          .set({ is_admin: true, updated_at: event.createdAt })
          .where('id', '=', event.data.memberId)
          .execute();
        return;
      // Verification: a submission is pending until an admin decides; approval makes the member verified.
      case 'VerificationSubmitted':
      case 'VerificationApproved':
      case 'VerificationRejected': {
        const status =
          event.type === 'VerificationApproved' ? 'approved' : event.type === 'VerificationRejected' ? 'rejected' : 'pending';
        await trx
          .updateTable('members')
          .set({ verified: status === 'approved', verification_status: status, updated_at: event.createdAt })
          .where('id', '=', event.data.memberId)
          .execute();
        return;
      }
      case 'MemberAvatarChanged':
        await trx
          .updateTable('members')
          .set({ avatar_url: event.data.avatarUrl, updated_at: event.createdAt })
          .where('id', '=', event.data.memberId)
          .execute();
        return;
      // A guest trial changes the tier until it expires (expiry is judged when read).
      case 'TrialGranted':
        await trx
          .updateTable('members')
          .set({
            membership_tier: 'guest_trial',
            membership_standing: 'active',
            trial_expires_at: new Date(event.data.trialExpiresAt),
            invited_by: event.data.invitedBy,
            updated_at: event.createdAt,
          })
          .where('id', '=', event.data.memberId)
          .execute();
        return;
      // An approved application grants the applied tier; a trial the member had ends with it, so
      // the membership page no longer counts its days down.
      case 'MembershipApplicationApproved':
        await trx
          .updateTable('members')
          .set({ membership_tier: event.data.tier, membership_standing: 'active', trial_expires_at: null, updated_at: event.createdAt })
          .where('id', '=', event.data.memberId)
          .execute();
        return;
      // The member's own area for their /api/auth/me; erased (the account closed) it is gone.
      case 'MemberLocationSet': {
        const { memberId, zip, point, precision } = event.data;
        if (!point) {
          await trx.deleteFrom('member_areas').where('member_id', '=', memberId).execute();
          return;
        }
        const row = { member_id: memberId, zip, lat: point.lat, lng: point.lng, precision, updated_at: event.createdAt };
        await trx
          .insertInto('member_areas')
          .values(row)
          .onConflict((oc) => oc.column('member_id').doUpdateSet({ zip, lat: point.lat, lng: point.lng, precision, updated_at: event.createdAt }))
          .execute();
        return;
      }
      case 'MemberLanguageChosen':
        await trx.updateTable('members').set({ language: event.data.language, updated_at: event.createdAt }).where('id', '=', event.data.memberId).execute();
        return;
      case 'StandardMembershipRequested':
      case 'StandardMembershipActivated':
      case 'StandardMembershipPastDue':
      case 'MembershipLapsed':
      case 'TrialEnded':
      case 'FreeTierGranted':
        return applyTierChange(event, trx);
      default:
        return;
    }
  },
  /** Runs of registrations in one statement per table (at most 500 rows), every other event as `apply` does. */
  async applyMany(events, trx, outbox) {
    let run: ProjectedEventOf<'MemberRegistered'>[] = [];
    const flush = async () => {
      if (run.length > 0) await register(trx, run);
      run = [];
    };
    for (const event of events) {
      if (event.type === 'MemberRegistered') {
        run.push(event);
        if (run.length >= 500) await flush();
        continue;
      }
      await flush();
      await membersProjection.apply(event, trx, outbox);
    }
    await flush();
  },
});
