import type { Request } from 'express';
import { streams } from '@barteraid/events';
import { forbidden, requireActor } from '@barteraid/infra';
import { loadStream, type CommandContext } from '../command-handling';
import { memberDecider } from '../members/member';
import { adminMessages } from '@barteraid/events/messages/admin';

export const ADMIN_ONLY = adminMessages.message('adminOnly');

/**
 * Refuses (403) unless the member's own stream says they are an admin. The command side decides
 * from events, never from the members read model, so a just-granted admin is an admin at once.
 */
export async function requireAdmin(context: CommandContext, actorId: string): Promise<void> {
  const { state } = await loadStream(context.store, streams.member(actorId), memberDecider);
  if (!state.isAdmin) throw forbidden(ADMIN_ONLY);
}

/** The signed-in admin's id: 401 when signed out, 403 for members. Check it before reading the body. */
export async function requireAdminActor(req: Request, context: CommandContext): Promise<string> {
  const { memberId } = requireActor(req);
  await requireAdmin(context, memberId);
  return memberId;
}
