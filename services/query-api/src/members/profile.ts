import { formatCents, locationPrecisions, type LocationPrecision } from '@barteraid/events';
import type { QueryDb } from '../read-models';

const isPrecision = (value: string | null): value is LocationPrecision => (locationPrecisions as readonly (string | null)[]).includes(value);
import type { Profile } from '@barteraid/events/contracts/members';
import { completedTrades } from './completed-trades';
import { receivedRating } from '../references/rating';

/** The user object the client receives from /api/auth/me and sign-in (its shape is the shared contract). */
export type MemberProfile = Profile;

/** `now`: the time the rating is read at (which references show yet). */
export async function memberProfile(db: QueryDb, memberId: string, ownerEmail: string, now: Date = new Date()): Promise<MemberProfile | null> {
  const row = await db
    .selectFrom('members')
    .leftJoin('member_balances', 'member_balances.member_id', 'members.id')
    .selectAll('members')
    .select(['member_balances.balance_cents', 'member_balances.held_cents'])
    // The member's own area: this is the one answer that reads it, and only for the member themself.
    .leftJoin('member_areas', 'member_areas.member_id', 'members.id')
    .select(['member_areas.zip as area_zip', 'member_areas.lat as area_lat', 'member_areas.lng as area_lng', 'member_areas.precision as area_precision'])
    .select(completedTrades('members.id').as('completed_trades'))
    .select(receivedRating('members.id', now).as('received_rating'))
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  const balance = Number(row.balance_cents ?? 0);
  const held = Number(row.held_cents ?? 0);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailConfirmed: row.email_confirmation !== 'pending',
    firstName: row.first_name,
    lastName: row.last_name,
    isAdmin: row.is_admin,
    isOwner: row.is_admin && row.email_lower === ownerEmail.trim().toLowerCase(),
    barterCredits: formatCents(balance),
    availableCredits: formatCents(balance - held),
    heldCredits: formatCents(held),
    membershipTier: row.membership_tier as Profile['membershipTier'],
    verified: row.verified,
    verificationStatus: row.verification_status as Profile['verificationStatus'],
    avatar: row.avatar_url,
    trialExpiresAt: row.trial_expires_at ? new Date(row.trial_expires_at).toISOString() : null,
    phone: row.phone,
    location: row.location,
    rating: row.received_rating,
    totalTrades: Number(row.completed_trades),
    language: row.language === 'en' || row.language === 'es' ? row.language : null,
    area:
      row.area_lat === null || row.area_lng === null || !isPrecision(row.area_precision)
        ? null
        : { zip: row.area_zip, lat: row.area_lat, lng: row.area_lng, precision: row.area_precision },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
