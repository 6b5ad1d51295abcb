import { Router } from 'express';
import { sql } from 'kysely';
import type { CommunityStats } from '@barteraid/events/contracts/community';
import { readTimeOf, type QueryDeps } from '../deps';
import type { QueryDb } from '../read-models';

/** A member counts as an active trader for this long after a completed trade. */
export const ACTIVE_FOR_MS = 90 * 86_400_000;
/**
 * Below these, a figure says more about chance than about the community (9 members, 3 references):
 * the landing page shows nothing rather than a number that misleads.
 */
export const MIN_ACTIVE_TRADERS = 100;
export const MIN_REFERENCES = 20;

/** The figures the landing page may show, from what was counted: null where there is too little behind one. */
export function communityFigures(counted: { activeTraders: number; shownReferences: number; positiveReferences: number; metNeeds: number }): CommunityStats {
  return {
    metNeeds: counted.metNeeds,
    activeTraders: counted.activeTraders >= MIN_ACTIVE_TRADERS ? counted.activeTraders : null,
    trustPercent: counted.shownReferences >= MIN_REFERENCES ? Math.round((counted.positiveReferences / counted.shownReferences) * 100) : null,
  };
}

/**
 * What the figures are counted from at `now`, from the community read model's counts: members whose
 * latest completed trade is within 90 days (over an index of one row per member), and the
 * references that show by now (the days before today from their day's row, today's one by one).
 */
export async function communityCounts(
  db: QueryDb,
  now: Date,
): Promise<{ activeTraders: number; shownReferences: number; positiveReferences: number; metNeeds: number }> {
  const today = now.toISOString().slice(0, 10);
  const [traders, earlierDays, todays, met] = await Promise.all([
    db
      .selectFrom('community_traders')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('last_completed_at', '>=', new Date(now.getTime() - ACTIVE_FOR_MS))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('community_reference_days')
      .select([sql<number>`coalesce(sum(shown), 0)::int`.as('shown'), sql<number>`coalesce(sum(positive), 0)::int`.as('positive')])
      .where('day', '<', today)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('community_references')
      .select([sql<number>`count(*)::int`.as('shown'), sql<number>`count(*) filter (where positive)::int`.as('positive')])
      .where('shows_at', '>=', new Date(`${today}T00:00:00.000Z`))
      .where('shows_at', '<=', now)
      .executeTakeFirstOrThrow(),
    db.selectFrom('community_met_needs').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    metNeeds: met.count,
    activeTraders: traders.count,
    shownReferences: earlierDays.shown + todays.shown,
    positiveReferences: earlierDays.positive + todays.positive,
  };
}

/** The landing page's numbers, from the community read model at the time of reading. */
export function communityRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/api/community-stats', async (_req, res) => {
    const answer = communityFigures(await communityCounts(deps.db, readTimeOf(deps)));
    res.set('Cache-Control', 'public, max-age=60').json(answer);
  });
  return router;
}
