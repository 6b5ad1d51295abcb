import { sql, type Kysely } from 'kysely';

/**
 * Each member's own area as they chose it (`MemberLocationSet`): read only by their own
 * `GET /api/auth/me`. No other answer reads this table; others see public points only (listings).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_areas (
      member_id uuid primary key,
      zip text,
      lat double precision not null,
      lng double precision not null,
      precision text not null,
      updated_at timestamptz not null
    )`.execute(db);
}
