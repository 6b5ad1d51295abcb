import { Router } from 'express';
import { requireActor } from '@barteraid/infra';
import type { BlockedMembers } from '@barteraid/events/contracts/blocks';
import type { QueryDeps } from '../deps';

/** The members the signed-in member blocked (their settings page); nobody else sees this list. */
export function blockRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/api/user/blocks', async (req, res) => {
    const { memberId } = requireActor(req);
    const rows = await deps.db
      .selectFrom('member_blocks')
      .innerJoin('members', 'members.id', 'member_blocks.blocked_id')
      .select(['members.id', 'members.username', 'members.avatar_url', 'member_blocks.blocked_at'])
      .where('member_blocks.blocker_id', '=', memberId)
      .orderBy('member_blocks.blocked_at', 'desc')
      .orderBy('members.id')
      .execute();
    const answer: BlockedMembers = {
      blocks: rows.map((row) => ({ id: row.id, username: row.username, avatar: row.avatar_url, blockedAt: new Date(row.blocked_at).toISOString() })),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
