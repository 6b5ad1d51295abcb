import { sql, type Kysely } from 'kysely';

/** The fewest miles a degree of latitude spans, as the marketplace's radius box uses (`listings/distance.ts`): the box is never too small. */
const MILES_PER_DEGREE = 68.7;

/**
 * Matching reads only the alerts a listing can reach (ARCHITECTURE.md, "Alerts and matching").
 *
 * - `alert_member_areas`: the alerts read model's own copy of each member's area (`MemberLocationSet`),
 *   since projections never read each other's tables; each saved alert carries its member's area
 *   (`area_lat`/`area_lng`), set when saved and again whenever the member's area moves.
 * - `reach`: the box of latitudes and longitudes the alert's radius spans around that area, the same
 *   box the marketplace asks for a radius (near a pole or across the date line, every longitude); null
 *   without a radius or without an area. A GiST index finds the alerts whose box holds a listing's
 *   place (as a box of one point: GiST's box operators take boxes); the exact distance (haversine)
 *   is then checked for those alone.
 * - `saved_alerts_everywhere`: the alerts without a radius (`radius_miles is null` is a b-tree
 *   range) by type and category, null read as '' so a listing asks for "its own or none" as two
 *   keys; the planner drops those of other types and categories before any words are matched. Not
 *   partial: the planner keeps statistics of an index's expressions only when it covers every row.
 *
 * Installations with alerts already saved get their members' areas copied here from the members read
 * model, so matching goes on as before; a rebuild of the alerts read model makes the same rows from
 * the events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table alert_member_areas (
      member_id uuid primary key,
      lat double precision not null,
      lng double precision not null
    )`.execute(db);
  const span = sql.raw(`(radius_miles::float8 / ${MILES_PER_DEGREE})`);
  const south = sql`greatest(-90, area_lat - ${span})`;
  const north = sql`least(90, area_lat + ${span})`;
  const lngSpan = sql`(radius_miles::float8 / (${sql.raw(String(MILES_PER_DEGREE))} * cos(radians(least(89.9, greatest(abs(${south}), abs(${north})))))))`;
  const everyLongitude = sql`(${north} >= 89.9 or ${south} <= -89.9 or area_lng - ${lngSpan} < -180 or area_lng + ${lngSpan} > 180)`;
  await sql`
    alter table saved_alerts
      add column area_lat double precision,
      add column area_lng double precision,
      add column reach box generated always as (
        case when radius_miles is null or area_lat is null then null
        when ${everyLongitude} then box(point(-180, ${south}), point(180, ${north}))
        else box(point(area_lng - ${lngSpan}, ${south}), point(area_lng + ${lngSpan}, ${north})) end) stored`.execute(db);
  await sql`insert into alert_member_areas (member_id, lat, lng) select member_id, lat, lng from member_areas`.execute(db);
  await sql`update saved_alerts set area_lat = a.lat, area_lng = a.lng from alert_member_areas a where a.member_id = saved_alerts.member_id`.execute(db);
  await sql`create index saved_alerts_reach on saved_alerts using gist (reach)`.execute(db);
  await sql`create index saved_alerts_everywhere on saved_alerts (radius_miles, (coalesce(type, '')), (coalesce(category, '')))`.execute(db);
}
