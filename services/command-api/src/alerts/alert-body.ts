import { isSingleLineText, listingCategories, listingTypes, alertFrequencies, type AlertCriteria, type AlertFrequency } from '@barteraid/events';
import { alertsMessages } from '@barteraid/events/messages/alerts';
import { badRequest } from '@barteraid/infra';

/** The radius an alert or a helper may ask for: the marketplace search's own range. */
export const ALERT_RADIUS = { min: 1, max: 100 } as const;
const MAX_QUERY = 200;
const fields = new Set(['query', 'category', 'type', 'urgentOnly', 'radiusMiles', 'frequency']);

type Key = Parameters<typeof alertsMessages.message>[0];
const refuse = (key: Key, field: string, params?: Record<string, string>) =>
  badRequest(params ? { code: `alerts.${key}`, params } : { code: `alerts.${key}` }, { field });

const absent = (value: unknown) => value === undefined || value === null || value === '' || value === 'all';
const isMiles = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= ALERT_RADIUS.min && value <= ALERT_RADIUS.max;

/**
 * Reads `{query?, category?, type?, urgentOnly?, radiusMiles?, frequency}` as the marketplace's
 * filters send them ("all" or nothing: no filter). Every mistake is a 400 naming its field and its
 * `alerts.*` code; an alert looking for nothing at all is refused too (it would be every listing).
 */
export function parseAlertBody(body: unknown): { criteria: AlertCriteria; frequency: AlertFrequency } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('body', 'request');
  const input = body as Record<string, unknown>;
  for (const name of Object.keys(input)) if (!fields.has(name)) throw refuse('unknownField', name, { field: name });
  const { query, category, type, urgentOnly, radiusMiles, frequency } = input;
  if (!absent(query) && (typeof query !== 'string' || query.trim().length > MAX_QUERY || !isSingleLineText(query))) throw refuse('query', 'query');
  if (!absent(category) && !(listingCategories as readonly unknown[]).includes(category)) throw refuse('category', 'category', { categories: listingCategories.join(', ') });
  if (!absent(type) && !(listingTypes as readonly unknown[]).includes(type)) throw refuse('type', 'type');
  if (urgentOnly !== undefined && typeof urgentOnly !== 'boolean') throw refuse('urgentOnly', 'urgentOnly');
  if (radiusMiles !== undefined && radiusMiles !== null && !isMiles(radiusMiles)) throw refuse('radius', 'radiusMiles');
  if (!(alertFrequencies as readonly unknown[]).includes(frequency)) throw refuse('frequency', 'frequency');
  const criteria: AlertCriteria = {
    query: absent(query) || (query as string).trim() === '' ? null : (query as string).trim(),
    category: absent(category) ? null : (category as AlertCriteria['category']),
    type: absent(type) ? null : (type as AlertCriteria['type']),
    urgentOnly: urgentOnly === true,
    radiusMiles: typeof radiusMiles === 'number' ? radiusMiles : null,
  };
  if (!criteria.query && !criteria.category && !criteria.type && !criteria.urgentOnly && criteria.radiusMiles === null) throw refuse('nothingToWatch', 'query');
  return { criteria, frequency: frequency as AlertFrequency };
}

/** Reads `{withinMiles}`: 1–100 to hear of urgent needs nearby as a helper, null to stop. */
export function parseHelperBody(body: unknown): number | null {
  const withinMiles = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).withinMiles : undefined;
  if (withinMiles === null) return null;
  if (!isMiles(withinMiles)) throw refuse('helperRadius', 'withinMiles');
  return withinMiles;
}
