import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/**
 * Blocking: a member blocks another (`blockedId`), who can then no longer propose a trade to them,
 * message them or see their listings. Private: only the member who blocked sees it. One stream per
 * member who blocks (`blocks-<blockerId>`) holds their whole list.
 */
export const MemberBlocked = defineEvent(
  'MemberBlocked',
  1,
  z.object({ blockerId: z.string().uuid(), blockedId: z.string().uuid(), blockedAt: z.string() }),
);

export const MemberUnblocked = defineEvent(
  'MemberUnblocked',
  1,
  z.object({ blockerId: z.string().uuid(), blockedId: z.string().uuid(), unblockedAt: z.string() }),
);

export type BlockEvent = EventOf<typeof MemberBlocked> | EventOf<typeof MemberUnblocked>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const blockEvents = [MemberBlocked, MemberUnblocked] as const;
