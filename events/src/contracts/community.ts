import { z } from 'zod';

/**
 * `GET /api/community-stats`: what the landing page may claim, counted from the read models. A
 * figure is null until there is enough behind it to mean something (see the query API's rules).
 */
export const communityStatsSchema = z.object({
  /** Members who completed a trade in the last 90 days. */
  activeTraders: z.number().nullable(),
  /** The share of shown references with four or five stars, in whole percent. */
  trustPercent: z.number().nullable(),
  /** Needs their owners say were met (and still say so). */
  metNeeds: z.number(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;
