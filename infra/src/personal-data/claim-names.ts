import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { claimStreamPrefixes } from '@barteraid/events';
import type { Db } from '../db/database';

const HASHED = 'h.';

/** The claim prefix a stream name starts with, when it names a not-yet-hashed claim stream. */
function claimPrefixOf(streamName: string): string | null {
  const prefix = claimStreamPrefixes.find((candidate) => streamName.startsWith(candidate));
  return prefix && !streamName.startsWith(`${prefix}${HASHED}`) ? prefix : null;
}

/**
 * The names claim streams are stored under: `unique_email-<address>` becomes
 * `unique_email-h.<HMAC-SHA-256 of the address>`, keyed by `claim_name_key` (kept, like members'
 * keys, outside the log). Uniqueness works as before — the same value always gives the same name —
 * but reading the log no longer spells out who registered. The key is read once per process: it
 * never changes.
 */
export class ClaimNames {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly db: Db) {}

  /** Whether this stream name is a claim stream to be stored under a hashed name. */
  static isClaim(streamName: string): boolean {
    return claimPrefixOf(streamName) !== null;
  }

  /** The stored name of a stream: hashed for a claim stream, the same for every other. */
  async stored(streamName: string): Promise<string> {
    const prefix = claimPrefixOf(streamName);
    if (!prefix) return streamName;
    const value = streamName.slice(prefix.length);
    const hash = createHmac('sha256', await this.keyOnce()).update(`${prefix}${value}`).digest('base64url');
    return `${prefix}${HASHED}${hash}`;
  }

  private keyOnce(): Promise<Buffer> {
    this.key ??= this.readKey().catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async readKey(): Promise<Buffer> {
    await sql`insert into claim_name_key (id, key) values (1, ${randomBytes(32)}) on conflict (id) do nothing`.execute(this.db);
    const row = await this.db.selectFrom('claim_name_key').select('key').where('id', '=', 1).executeTakeFirstOrThrow();
    return Buffer.from(row.key);
  }
}
