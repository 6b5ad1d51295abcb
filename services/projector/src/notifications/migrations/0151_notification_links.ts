import { sql, type Kysely } from 'kysely';

/**
 * Where opening a notification leads when it is not about a trade. Admins' personal messages
 * stored before this open the member's thread with the team too (their title is the projection's
 * own wording), so a bell full of older messages behaves like a rebuilt one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column link text`.execute(db);
  await sql`update notifications set link = '/messages?thread=team'
    where type = 'other' and trade_id is null and title like 'Message from BarterAid: %'`.execute(db);
}
