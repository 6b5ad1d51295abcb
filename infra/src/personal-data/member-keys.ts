import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A member's key, or null once their account is closed (or for a closed member who never had one). */
export type MemberKey = Buffer | null;

const KEY_BYTES = 32;

/**
 * The keys members' personal data is sealed with, one per member, in `member_keys` (migration
 * 0170) — outside the log, so destroying one makes what it sealed unreadable without touching an
 * event. Read on every use, never kept in memory: a key destroyed by one process is gone for all
 * of them at once.
 */
export class MemberKeys {
  constructor(private readonly db: Db) {}

  /** The keys of these members, making one for each member who has none yet (a closed member gets null). */
  async ensure(memberIds: readonly string[]): Promise<Map<string, MemberKey>> {
    const found = await this.find(memberIds);
    // Nearly always every member has a key already: one read, and a write only for the new ones.
    const missing = [...new Set(memberIds)].filter((memberId) => !found.has(memberId));
    if (missing.length === 0) return found;
    const keys = missing.map(() => randomBytes(KEY_BYTES));
    await sql`
      insert into member_keys (member_id, key)
      select * from unnest(${missing}::uuid[], ${keys}::bytea[])
      on conflict (member_id) do nothing`.execute(this.db);
    return this.find(memberIds);
  }

  /** The keys of these members that exist; a member missing from the map has none (never had, or closed). */
  async find(memberIds: readonly string[]): Promise<Map<string, MemberKey>> {
    const ids = [...new Set(memberIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.db.selectFrom('member_keys').select(['member_id', 'key']).where('member_id', 'in', ids).execute();
    return new Map(rows.map((row) => [row.member_id, row.key ? Buffer.from(row.key) : null]));
  }

  /**
   * Destroys the member's key for good (idempotent). The row stays, keyless, so that no later
   * append makes them a new one: personal data written about a closed member is erased as written.
   */
  async shred(memberId: string): Promise<void> {
    await shredMemberKey(this.db, memberId);
  }
}

/** Destroys a member's key inside the caller's transaction (the members projection does it too, durably). */
export async function shredMemberKey(db: Db, memberId: string): Promise<void> {
  await sql`
    insert into member_keys (member_id, key, shredded_at) values (${memberId}::uuid, null, now())
    on conflict (member_id) do update set key = null, shredded_at = coalesce(member_keys.shredded_at, now())`.execute(db);
}
