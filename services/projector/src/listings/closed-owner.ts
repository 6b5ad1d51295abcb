import { FORMER_MEMBER } from '@barteraid/events';
import type { ProjectionTransaction } from '../projection';

/** A closed account's name reads "Former member" on every listing of theirs (which its closing took down). */
export async function eraseClosedOwner(trx: ProjectionTransaction, memberId: string): Promise<void> {
  await trx.updateTable('listing_owners').set({ username: FORMER_MEMBER }).where('member_id', '=', memberId).execute();
  await trx.updateTable('listings').set({ owner_username: FORMER_MEMBER }).where('owner_id', '=', memberId).execute();
}
