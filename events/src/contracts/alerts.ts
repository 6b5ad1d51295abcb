import { z } from 'zod';
import { alertCriteria, alertFrequency } from '../alerts';

/**
 * `POST /api/alerts` (and `PUT /api/alerts/:id`): a marketplace search to watch and how often to
 * hear of it. The command API checks it field by field (`alerts/alert-body.ts`), so every refusal
 * names its field and its `alerts.*` code.
 */
export interface AlertBody {
  query?: string | null;
  category?: string | null;
  type?: string | null;
  urgentOnly?: boolean;
  radiusMiles?: number | null;
  frequency: string;
}

/** One saved alert as its member sees it in /settings. */
export const savedAlertSchema = alertCriteria.extend({
  id: z.string(),
  frequency: alertFrequency,
  createdAt: z.string(),
});
export type SavedAlert = z.infer<typeof savedAlertSchema>;

/** `GET /api/alerts`: the member's alerts, newest first, and their helper opt-in. */
export const savedAlertsSchema = z.object({
  alerts: z.array(savedAlertSchema),
  max: z.number(),
  /** Miles within which urgent needs reach them as a helper; null: off. */
  helperWithinMiles: z.number().nullable(),
});
export type SavedAlerts = z.infer<typeof savedAlertsSchema>;

/** The answer to `POST /api/alerts` and `PUT /api/alerts/:id`. */
export const alertAnswerSchema = z.object({ message: z.string(), alert: savedAlertSchema });
export type AlertAnswer = z.infer<typeof alertAnswerSchema>;

/** `PUT /api/alerts/helper`: `{withinMiles}` (1–100) to hear of urgent needs nearby, null to stop. */
export interface HelperAlertsBody {
  withinMiles: number | null;
}

/** `POST /api/alerts/stop`: the signed token of a "stop this alert" link (no sign-in needed). */
export const stopAlertBodySchema = z.object({ token: z.string().max(500) });

/**
 * `GET /api/admin/analytics/alerts`: alerts sent per channel and week (ISO date of the week's Monday,
 * UTC). `sms`: the texts the SMSC took for alert notifications (urgent needs, to alerts and helpers).
 */
const alertChannelCounts = { bell: z.number(), helper: z.number(), dailyDigest: z.number(), weeklyDigest: z.number(), push: z.number(), sms: z.number() };
export const alertChannelStatsSchema = z.object({
  weeks: z.array(z.object({ week: z.string(), ...alertChannelCounts })),
  totals: z.object(alertChannelCounts),
});
export type AlertChannelStats = z.infer<typeof alertChannelStatsSchema>;
