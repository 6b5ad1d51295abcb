import { Router } from 'express';
import { sql } from 'kysely';
import type { CommunityStats } from '@barteraid/events/contracts/community';
import { readTimeOf, type QueryDeps } from '../deps';
import { referenceShows } from '../references/visibility';

/** A member counts as an active trader for this long after a completed trade. */
const ACTIVE_FOR_MS = 90 * 86_400_000;
/**
 * Below these, a figure says more about chance than about the community (9 members, 3 references):
 * the landing page shows nothing rather than a number that misleads.
 */
export const MIN_ACTIVE_TRADERS = 100;
export const MIN_REFERENCES = 20;

/** The figures the landing page may show, from what was counted: null where there is too little behind one. */
export function communityFigures(counted: { activeTraders: number; shownReferences: number; positiveReferences: number }): CommunityStats {
  return {
    activeTraders: counted.activeTraders >= MIN_ACTIVE_TRADERS ? counted.activeTraders : null,
    trustPercent: counted.shownReferences >= MIN_REFERENCES ? Math.round((counted.positiveReferences / counted.shownReferences) * 100) : null,
  };
}

/** The landing page's numbers, counted from the trades and references read models when asked. */
export function communityRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/api/community-stats', async (_req, res) => {
    const now = readTimeOf(deps);
    const since = new Date(now.getTime() - ACTIVE_FOR_MS).toISOString();
    const [traders, references] = await Promise.all([
      sql<{ count: number }>`
        select count(*)::int as count from (
          select initiator_id as member_id from trades where status = 'completed' and updated_at >= ${since}::timestamptz
          union
          select recipient_id from trades where status = 'completed' and updated_at >= ${since}::timestamptz
        ) active`.execute(deps.db),
      deps.db
        .selectFrom('trade_references as reference')
        .select([
          sql<number>`count(*)::int`.as('shown'),
          sql<number>`count(*) filter (where reference.rating >= 4)::int`.as('positive'),
        ])
        .where(referenceShows('reference', now))
        .executeTakeFirstOrThrow(),
    ]);
    const answer = communityFigures({
      activeTraders: traders.rows[0]?.count ?? 0,
      shownReferences: references.shown,
      positiveReferences: references.positive,
    });
    res.set('Cache-Control', 'public, max-age=60').json(answer);
  });
  return router;
}
