import { Router } from 'express';
import { requireActor } from '@barteraid/infra';
import type { MyVerification } from '@barteraid/events/contracts/verification';
import type { QueryDeps } from '../deps';
import { submissionView } from './view';

/** The signed-in member's verification: their latest submission and where it stands. */
export function verificationRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/api/user/verification', async (req, res) => {
    const { memberId } = requireActor(req);
    const [latest, member] = await Promise.all([
      deps.db
        .selectFrom('verification_submissions')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('position', 'desc')
        .limit(1)
        .executeTakeFirst(),
      deps.db.selectFrom('members').select(['verified']).where('id', '=', memberId).executeTakeFirst(),
    ]);
    const verification: MyVerification = {
      /** none (never submitted), pending, approved or rejected. */
      status: (latest?.status as MyVerification['status'] | undefined) ?? 'none',
      verified: member?.verified ?? false,
      /** A member may submit when they never did or were rejected. */
      canSubmit: !latest || latest.status === 'rejected',
      submission: latest ? submissionView(latest) : null,
    };
    res.set('Cache-Control', 'no-store').json(verification);
  });

  return router;
}
