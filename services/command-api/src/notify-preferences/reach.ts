import type { MailKind } from '@barteraid/events';
import { memberTimeZone } from '@barteraid/infra';
import type { CommandDb } from '../read-models';
import type { OffSiteChannel } from './preferences';

/**
 * What the ladder needs to know of each member before a push or a text: the zone their clock
 * follows (chosen, else their area's ZIP code's, else the site's) and the kinds they turned off
 * on this channel. One query each for a whole sweep's members.
 */
export async function memberReach(db: CommandDb, memberIds: readonly string[], channel: OffSiteChannel, siteZone: string) {
  const ids = [...new Set(memberIds)];
  const [zones, areas, choices] = ids.length === 0
    ? [[], [], []]
    : await Promise.all([
        db.selectFrom('member_time_zones').select(['member_id', 'time_zone']).where('member_id', 'in', ids).execute(),
        db.selectFrom('member_areas').select(['member_id', 'zip']).where('member_id', 'in', ids).execute(),
        db.selectFrom('notify_channel_preferences').select(['member_id', 'kind']).where('member_id', 'in', ids).where('channel', '=', channel).where('enabled', '=', false).execute(),
      ]);
  const chosen = new Map(zones.map((row) => [row.member_id, row.time_zone]));
  const zips = new Map(areas.map((row) => [row.member_id, row.zip]));
  const off = new Set(choices.map((row) => `${row.member_id}:${row.kind}`));
  return {
    zoneOf: (memberId: string) => memberTimeZone({ chosen: chosen.get(memberId) ?? null, zip: zips.get(memberId) ?? null }, siteZone),
    turnedOff: (memberId: string, kind: MailKind | null) => kind !== null && off.has(`${memberId}:${kind}`),
  };
}
