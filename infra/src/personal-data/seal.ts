import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { FORMER_MEMBER, MENTION_CLOSE, MENTION_OPEN } from '@barteraid/events';
import type { MemberKey } from './member-keys';

/**
 * A sealed value inside event data: `⟦pd1.<memberId>.<base64url(iv ‖ tag ‖ ciphertext)>⟧`, AES-256-GCM
 * over the value's JSON with the member's id as associated data (a token moved to another member's
 * data does not open). Whole fields are one token; free text holds one per mention.
 */
const TOKEN_OPEN = '\u27E6pd1.';
const TOKEN = /\u27E6pd1\.([0-9a-f-]{36})\.([A-Za-z0-9_-]+)\u27E7/g;
const WHOLE_TOKEN = /^\u27E6pd1\.([0-9a-f-]{36})\.([A-Za-z0-9_-]+)\u27E7$/;
const MENTION = new RegExp(`${MENTION_OPEN}([0-9a-f-]{36}):([^${MENTION_CLOSE}]*)${MENTION_CLOSE}`, 'g');

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealValue(memberId: string, key: Buffer, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(memberId));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${TOKEN_OPEN}${memberId}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}\u27E7`;
}

/** The sealed value, or `undefined` when the key is gone or does not open it. */
function openSealed(memberId: string, key: MemberKey | undefined, payload: string): unknown {
  if (!key) return undefined;
  try {
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(memberId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The member a whole-field token belongs to, or null when the value is not one. */
export function tokenOwner(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith(TOKEN_OPEN)) return null;
  return WHOLE_TOKEN.exec(value)?.[1] ?? null;
}

/** A whole field's value: opened, or `erased` when its key is gone. */
export function openField(value: string, keys: ReadonlyMap<string, MemberKey>, erased: (memberId: string) => unknown): unknown {
  const match = WHOLE_TOKEN.exec(value);
  if (!match) return value;
  const [, memberId, payload] = match as unknown as [string, string, string];
  const opened = openSealed(memberId, keys.get(memberId), payload);
  return opened === undefined ? erased(memberId) : opened;
}

/** The members a free text mentions, sealed or not yet. */
export function mentionedMembers(text: string): string[] {
  return [...text.matchAll(TOKEN), ...text.matchAll(MENTION)].map((match) => match[1]!);
}

/** Free text with each plain mention sealed with its member's key (a closed member's as "Former member"). */
export function sealMentions(text: string, keys: ReadonlyMap<string, MemberKey>): string {
  return text.replace(MENTION, (_whole, memberId: string, name: string) => {
    const key = keys.get(memberId);
    return key ? sealValue(memberId, key, decodeURIComponent(name)) : FORMER_MEMBER;
  });
}

/** Free text with each mention read: the name, or "Former member" once its key is gone. */
export function openMentions(text: string, keys: ReadonlyMap<string, MemberKey>): string {
  return text
    .replace(TOKEN, (_whole, memberId: string, payload: string) => {
      const name = openSealed(memberId, keys.get(memberId), payload);
      return typeof name === 'string' ? name : FORMER_MEMBER;
    })
    .replace(MENTION, (_whole, _memberId: string, name: string) => decodeURIComponent(name));
}

/** Whether free text holds anything to seal or open (most text holds nothing). */
export const holdsMentions = (text: string) => text.includes('\u27E6');
