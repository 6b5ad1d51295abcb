import { sql } from 'kysely';
import { deterministicId, type AlertCriteria } from '@barteraid/events';
import { savedSearchQuery } from '@barteraid/infra/search/index';
import { defineProjection, type ProjectionTransaction } from '../projection';

/** The row id of what one listing told one alert (or, for a helper, one member). */
export const deliveryId = (listingId: string, alertId: string | null, memberId: string) =>
  alertId ? deterministicId('alert-delivery', alertId, listingId) : deterministicId('helper-delivery', memberId, listingId);

async function savedRow(trx: ProjectionTransaction, criteria: AlertCriteria) {
  // The words as the marketplace search reads them, fixed when saved: the same words and dictionaries give the same query on a rebuild.
  const matchQuery = criteria.query ? await savedSearchQuery(trx, criteria.query) : null;
  return {
    query: criteria.query,
    category: criteria.category,
    type: criteria.type,
    urgent_only: criteria.urgentOnly,
    radius_miles: criteria.radiusMiles,
    match_query: matchQuery === null ? null : sql<string>`${matchQuery}::tsquery`,
  };
}

/**
 * Saved alerts and helper opt-ins as the matcher and /settings read them, and every alert a listing
 * reached (`alert_deliveries`) for the digests and the admin's counts. Each alert carries its member's
 * area (kept here from `MemberLocationSet`, migration 0440), so the matcher reads only the alerts whose
 * radius reaches a listing; a moved area moves every alert of that member. A closed account's alerts go.
 */
export const alertsProjection = defineProjection({
  name: 'alerts',
  tables: ['saved_alerts', 'helper_alert_areas', 'alert_deliveries', 'alert_member_areas'],
  handles: ['AlertSaved', 'AlertChanged', 'AlertDeleted', 'HelperAlertsChanged', 'ListingAlertsMatched', 'MemberLocationSet', 'MemberAccountClosed'],
  async apply(event, trx) {
    switch (event.type) {
      case 'AlertSaved': {
        const { alertId, memberId, criteria, frequency, savedAt } = event.data;
        const row = { ...(await savedRow(trx, criteria)), frequency, updated_at: new Date(savedAt) };
        const area = await trx.selectFrom('alert_member_areas').select(['lat', 'lng']).where('member_id', '=', memberId).executeTakeFirst();
        await trx
          .insertInto('saved_alerts')
          .values({ id: alertId, member_id: memberId, created_at: new Date(savedAt), area_lat: area?.lat ?? null, area_lng: area?.lng ?? null, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'AlertChanged': {
        const { alertId, criteria, frequency, changedAt } = event.data;
        await trx
          .updateTable('saved_alerts')
          .set({ ...(await savedRow(trx, criteria)), frequency, updated_at: new Date(changedAt) })
          .where('id', '=', alertId)
          .execute();
        return;
      }
      case 'AlertDeleted':
        await trx.deleteFrom('saved_alerts').where('id', '=', event.data.alertId).execute();
        return;
      case 'HelperAlertsChanged': {
        const { memberId, withinMiles, changedAt } = event.data;
        if (withinMiles === null) {
          await trx.deleteFrom('helper_alert_areas').where('member_id', '=', memberId).execute();
          return;
        }
        const row = { within_miles: withinMiles, updated_at: new Date(changedAt) };
        await trx
          .insertInto('helper_alert_areas')
          .values({ member_id: memberId, ...row })
          .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'ListingAlertsMatched': {
        const { listingId, title, type, urgent, matches, helpers, matchedAt } = event.data;
        const common = { listing_id: listingId, listing_title: title, listing_type: type, urgent, matched_at: new Date(matchedAt), position: event.position };
        const rows = [
          ...matches.map((match) => ({ ...common, id: deliveryId(listingId, match.alertId, match.memberId), member_id: match.memberId, alert_id: match.alertId, channel: match.frequency })),
          ...helpers.map((memberId) => ({ ...common, id: deliveryId(listingId, null, memberId), member_id: memberId, alert_id: null, channel: 'helper' })),
        ];
        if (rows.length > 0) await trx.insertInto('alert_deliveries').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
        return;
      }
      // The radius is measured from the member's area as it is now, not as it was when the alert was saved.
      case 'MemberLocationSet': {
        const { memberId, point } = event.data;
        if (point) {
          await trx
            .insertInto('alert_member_areas')
            .values({ member_id: memberId, lat: point.lat, lng: point.lng })
            .onConflict((oc) => oc.column('member_id').doUpdateSet({ lat: point.lat, lng: point.lng }))
            .execute();
        } else {
          await trx.deleteFrom('alert_member_areas').where('member_id', '=', memberId).execute();
        }
        await trx
          .updateTable('saved_alerts')
          .set({ area_lat: point?.lat ?? null, area_lng: point?.lng ?? null })
          .where('member_id', '=', memberId)
          .execute();
        return;
      }
      case 'MemberAccountClosed':
        await trx.deleteFrom('alert_member_areas').where('member_id', '=', event.data.memberId).execute();
        await trx.deleteFrom('saved_alerts').where('member_id', '=', event.data.memberId).execute();
        await trx.deleteFrom('helper_alert_areas').where('member_id', '=', event.data.memberId).execute();
        return;
    }
  },
});
