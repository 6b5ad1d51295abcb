import { sql } from 'kysely';
import { NEED_WEEKS, type NeedFigures, type NeedWeek } from '@barteraid/events/contracts/needs';
import type { QueryDb } from '../read-models';

const DAY_MS = 86_400_000;

/** The Monday (UTC) starting the week `at` falls in, as YYYY-MM-DD. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The admin's figures on needs from the need outcomes read model, for the weeks up to `now`'s. */
export async function needFigures(db: QueryDb, now: Date): Promise<NeedFigures> {
  const current = weekOf(now);
  const weeks = Array.from({ length: NEED_WEEKS }, (_, index) =>
    new Date(Date.parse(current) - (NEED_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  const since = new Date(`${weeks[0]}T00:00:00.000Z`);
  const [counted, urgent] = await Promise.all([
    sql<{ week: string; kind: keyof Omit<NeedWeek, 'week'>; count: number }>`
      select to_char(date_trunc('week', at at time zone 'UTC'), 'YYYY-MM-DD') as week, kind, count(*)::int as count
      from (
        select posted_at as at, 'posted' as kind from need_outcomes
        union all select met_at, 'met' from need_outcomes where met_at is not null
        union all select partly_met_at, 'partlyMet' from need_outcomes where partly_met_at is not null
        union all select expired_at, 'expired' from need_outcomes where expired_at is not null
      ) as happened
      where at >= ${since}
      group by 1, 2`.execute(db),
    db
      .selectFrom('need_outcomes')
      .select([
        sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from first_proposal_at - posted_at))`.as('median_seconds'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .where('is_urgent', '=', true)
      .where('first_proposal_at', 'is not', null)
      .executeTakeFirstOrThrow(),
  ]);
  const byWeek = new Map<string, NeedWeek>(weeks.map((week) => [week, { week, posted: 0, met: 0, partlyMet: 0, expired: 0 }]));
  for (const row of counted.rows) {
    const week = byWeek.get(row.week);
    if (week) week[row.kind] = row.count;
  }
  const median = urgent.median_seconds === null ? null : Math.round((Number(urgent.median_seconds) / 3600) * 10) / 10;
  return { weeks: [...byWeek.values()], urgentMedianHoursToProposal: median, urgentWithProposal: urgent.count };
}
