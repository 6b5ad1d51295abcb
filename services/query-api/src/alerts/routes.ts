import { Router } from 'express';
import { sql } from 'kysely';
import { MAX_ALERTS, type AlertFrequency } from '@barteraid/events';
import type { AlertChannelStats, SavedAlerts } from '@barteraid/events/contracts/alerts';
import { requireActor } from '@barteraid/infra';
import type { QueryDeps } from '../deps';
import { requireAdmin } from '../admin/require-admin';

type Channel = 'bell' | 'helper' | 'dailyDigest' | 'weeklyDigest' | 'push' | 'sms';
const channelOf: Record<string, Channel> = { instant: 'bell', helper: 'helper', daily: 'dailyDigest', weekly: 'weeklyDigest' };
const zero = (): Record<Channel, number> => ({ bell: 0, helper: 0, dailyDigest: 0, weeklyDigest: 0, push: 0, sms: 0 });

/** A member's saved alerts (for /settings), and the admin's count of alerts sent per channel. */
export function alertRoutes(deps: QueryDeps): Router {
  const router = Router();
  const { db } = deps;

  router.get('/api/alerts', async (req, res) => {
    const { memberId } = requireActor(req);
    const rows = await db
      .selectFrom('saved_alerts')
      .select(['id', 'query', 'category', 'type', 'urgent_only', 'radius_miles', 'frequency', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const helper = await db.selectFrom('helper_alert_areas').select('within_miles').where('member_id', '=', memberId).executeTakeFirst();
    const answer: SavedAlerts = {
      alerts: rows.map((row) => ({
        id: row.id,
        query: row.query,
        category: row.category as SavedAlerts['alerts'][number]['category'],
        type: row.type as SavedAlerts['alerts'][number]['type'],
        urgentOnly: row.urgent_only,
        radiusMiles: row.radius_miles,
        frequency: row.frequency as AlertFrequency,
        createdAt: row.created_at.toISOString(),
      })),
      max: MAX_ALERTS,
      helperWithinMiles: helper?.within_miles ?? null,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  // Alerts sent per channel and week: what the alerts read model recorded (the bell, a helper's
  // bell, each digest), and the pushes and texts the ladder sent for alert notifications (a text
  // counts once the SMSC took it, delivered or not yet; one held, skipped or never taken is not sent).
  router.get('/api/admin/analytics/alerts', async (req, res) => {
    await requireAdmin(req, db);
    const { rows } = await sql<{ week: Date | string; channel: string; count: string | number }>`
      select date_trunc('week', matched_at at time zone 'UTC') as week, channel, count(*) as count
      from alert_deliveries group by 1, 2
      union all
      select date_trunc('week', p.sent_at at time zone 'UTC') as week, 'push' as channel, count(*) as count
      from push_outbox p join notifications n on n.id = p.notification_id
      where p.status = 'sent' and n.title_code like 'alertNotices.%'
      group by 1
      union all
      select date_trunc('week', o.sent_at at time zone 'UTC') as week, 'sms' as channel, count(*) as count
      from sms_outbox o join notifications n on n.id = o.notification_id
      where o.status in ('sent', 'delivered') and n.title_code like 'alertNotices.%'
      group by 1
      order by 1`.execute(db);
    const weeks = new Map<string, Record<Channel, number>>();
    const totals = zero();
    for (const row of rows) {
      const week = new Date(row.week instanceof Date ? row.week.getTime() : `${String(row.week).replace(' ', 'T')}Z`).toISOString().slice(0, 10);
      const channel: Channel = row.channel === 'push' || row.channel === 'sms' ? row.channel : channelOf[row.channel]!;
      const counts = weeks.get(week) ?? zero();
      counts[channel] += Number(row.count);
      totals[channel] += Number(row.count);
      weeks.set(week, counts);
    }
    const answer: AlertChannelStats = { weeks: [...weeks].map(([week, counts]) => ({ week, ...counts })), totals };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
