import { Router, type Request } from 'express';
import { streams } from '@barteraid/events';
import { blockMemberSchema, type BlockChanged } from '@barteraid/events/contracts/blocks';
import { messageBody, notFound, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, nowOf } from '../command-handling';
import { readMemberFacts } from '../admin/member-facts';
import { blockListDecider, blockMessages } from './block-list';
import { blocksMessages } from '@barteraid/events/messages/blocks';

/** Blocking and unblocking another member; private to the member who blocks. */
export function blockRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  async function change(req: Request, memberId: string, blocked: boolean) {
    const { memberId: blockerId } = requireActor(req);
    const member = await readMemberFacts(deps.store, memberId);
    if (!member) throw notFound(blockMessages.memberNotFound);
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();
    const result = await execute(
      context,
      streams.blocks(blockerId),
      blockListDecider,
      blocked
        ? { type: 'BlockMember', blockerId, blockedId: member.memberId, now }
        : { type: 'UnblockMember', blockerId, blockedId: member.memberId, now },
    );
    await deps.projections.waitFor(result.position);
    const answer: BlockChanged = {
      ...messageBody(blocksMessages.message(blocked ? 'blocked' : 'unblocked', { username: member.username })),
      member: { id: member.memberId, username: member.username },
      blocked,
    };
    return answer;
  }

  router.post('/api/blocks', async (req, res) => {
    requireActor(req);
    const { memberId } = parseWith(blockMemberSchema, req.body ?? {});
    res.status(201).json(await change(req, memberId, true));
  });

  router.delete('/api/blocks/:memberId', async (req, res) => {
    res.json(await change(req, String(req.params.memberId ?? ''), false));
  });

  return router;
}
