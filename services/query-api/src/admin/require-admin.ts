import type { Request } from 'express';
import { forbidden, requireActor } from '@barteraid/infra';
import type { QueryDb } from '../read-models';

export const ADMIN_ONLY = "Access Denied: You don't have permission to access the admin dashboard.";

/** The signed-in admin's id: 401 when signed out, 403 unless the members read model says admin. */
export async function requireAdmin(req: Request, db: QueryDb): Promise<string> {
  const { memberId } = requireActor(req);
  const row = await db.selectFrom('members').select('is_admin').where('id', '=', memberId).executeTakeFirst();
  if (!row?.is_admin) throw forbidden(ADMIN_ONLY);
  return memberId;
}
