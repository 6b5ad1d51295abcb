import type { Request } from 'express';
import { forbidden, requireActor } from '@barteraid/infra';
import type { QueryDb } from '../read-models';
import { adminMessages } from '@barteraid/events/messages/admin';

export const ADMIN_ONLY = adminMessages.message('adminOnly');

/** The signed-in admin's id: 401 when signed out, 403 unless the members read model says admin. */
export async function requireAdmin(req: Request, db: QueryDb): Promise<string> {
  const { memberId } = requireActor(req);
  const row = await db.selectFrom('members').select('is_admin').where('id', '=', memberId).executeTakeFirst();
  if (!row?.is_admin) throw forbidden(ADMIN_ONLY);
  return memberId;
}
