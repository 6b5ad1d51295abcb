import { FORMER_MEMBER } from '@barteraid/events';
import type { ProjectionTransaction } from '../projection';

/** A closed account's name (and public point) reads "Former member" on every listing of theirs (which its closing took down). */
export async function eraseClosedOwner(trx: ProjectionTransaction, memberId: string): Promise<void> {
  // Their public point goes too, as a rebuild finds it once their area events read as erased.
  await trx.updateTable('listing_owners').set({ username: FORMER_MEMBER, public_lat: null, public_lng: null }).where('member_id', '=', memberId).execute();
  await trx.updateTable('listings').set({ owner_username: FORMER_MEMBER, owner_lat: null, owner_lng: null }).where('owner_id', '=', memberId).execute();
}
