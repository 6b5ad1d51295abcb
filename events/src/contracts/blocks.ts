import { z } from 'zod';
import { messageFields } from './common';
import { singleLineText } from '../text';

/**
 * Blocking (`POST /api/blocks`, `DELETE /api/blocks/:memberId`, `GET /api/user/blocks`). A block is
 * private: only the member who blocked sees it; the blocked member is never told.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST /api/blocks`: the member to block, by id (the profile or conversation supplies it). */
export const blockMemberSchema = z.object({
  memberId: singleLineText('Member', { error: 'Missing Information: Please choose the member to block.' })
    .trim()
    .regex(UUID, 'Member is not a valid id.')
    .transform((value) => value.toLowerCase()),
});
export type BlockMemberBody = z.input<typeof blockMemberSchema>;

/** Its answer (and unblocking's): what happened, and to whom. */
export const blockChangedSchema = z.object({ ...messageFields, member: z.object({ id: z.string(), username: z.string() }), blocked: z.boolean() });
export type BlockChanged = z.infer<typeof blockChangedSchema>;

/** A member the signed-in member blocked. */
export const blockedMemberSchema = z.object({ id: z.string(), username: z.string(), avatar: z.string().nullable(), blockedAt: z.string() });
export type BlockedMember = z.infer<typeof blockedMemberSchema>;

/** `GET /api/user/blocks`: the members the signed-in member blocked, the latest first. */
export const blockedMembersSchema = z.object({ blocks: z.array(blockedMemberSchema) });
export type BlockedMembers = z.infer<typeof blockedMembersSchema>;
