import { Router } from 'express';
import { sql } from 'kysely';
import type { AdminTeamThread, TeamThread, TeamThreadMessage, TeamThreadSummary } from '@barteraid/events/contracts/team-messages';
import { notFound, requireActor } from '@barteraid/infra';
import { teamNotices } from '@barteraid/events/messages/team-notices';
import type { QueryDb } from '../read-models';
import type { QueryDeps } from '../deps';
import { requireAdmin } from '../admin/require-admin';
import { adminMessages } from '@barteraid/events/messages/admin';

/** What members see as the sender of every team message: the team speaks with one voice. */
export const TEAM_NAME = teamNotices.english('team');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const THREADS_PAGE = 100;

const fullName = (row: { first_name: string | null; last_name: string | null; username: string | null }) =>
  `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.username || 'Member';

/** A thread's messages, oldest first; `adminView` names which admin wrote each team message. */
async function threadMessages(db: QueryDb, memberId: string, adminView: boolean): Promise<TeamThreadMessage[]> {
  const rows = await db
    .selectFrom('team_thread_messages as m')
    .leftJoin('members as s', 's.id', 'm.sender_id')
    .select(['m.id', 'm.author', 'm.subject', 'm.text', 'm.created_at', 's.first_name', 's.last_name', 's.username'])
    .where('m.member_id', '=', memberId)
    .orderBy('m.position')
    .execute();
  return rows.map((row) => {
    const from = row.author === 'member' ? 'member' : 'team';
    const senderName = from === 'team' ? (adminView ? `${fullName(row)} (${TEAM_NAME})` : TEAM_NAME) : fullName(row);
    const voice = from === 'team' && !adminView ? { senderNameMessage: teamNotices.message('team') } : {};
    return { id: row.id, from, subject: row.subject, text: row.text, senderName, ...voice, createdAt: new Date(row.created_at).toISOString() };
  });
}

export function teamMessageRoutes(deps: QueryDeps): Router {
  const router = Router();

  /** The signed-in member's thread with the team: only their own, since it is keyed by the session. */
  router.get('/api/team-thread', async (req, res) => {
    const { memberId } = requireActor(req);
    const thread = await deps.db.selectFrom('team_threads').select('member_read_position').where('member_id', '=', memberId).executeTakeFirst();
    const messages = thread ? await threadMessages(deps.db, memberId, false) : [];
    const unread = thread
      ? await deps.db
          .selectFrom('team_thread_messages')
          .select(sql<string>`count(*)`.as('count'))
          .where('member_id', '=', memberId)
          .where('author', '=', 'team')
          .where('position', '>', thread.member_read_position)
          .executeTakeFirstOrThrow()
      : { count: '0' };
    const answer: TeamThread = { exists: messages.length > 0, unreadCount: Number(unread.count), messages };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  /** Every thread: standard members awaiting an answer first, then those the member answered (newest reply first), then the rest by their last message. */
  router.get('/api/admin/team-threads', async (req, res) => {
    await requireAdmin(req, deps.db);
    const rows = await deps.db
      .selectFrom('team_threads as t')
      .leftJoin('members as m', 'm.id', 't.member_id')
      .select(['t.member_id', 't.message_count', 't.last_message_at', 't.last_author', 't.last_preview', 't.last_reply_at', 'm.username', 'm.first_name', 'm.last_name'])
      // Premium "priority support": threads of paying standard members waiting for an answer come first.
      .orderBy(sql`case when t.last_author = 'member' and m.membership_tier = 'standard' and m.membership_standing = 'active' then 0 else 1 end`)
      .orderBy(sql`t.last_reply_at desc nulls last`)
      .orderBy('t.last_message_at', 'desc')
      .limit(THREADS_PAGE)
      .execute();
    const answer: TeamThreadSummary[] = rows.map((row) => ({
      memberId: row.member_id,
      username: row.username ?? 'unknown',
      name: fullName(row),
      messageCount: row.message_count,
      lastReplyAt: row.last_reply_at ? new Date(row.last_reply_at).toISOString() : null,
      lastMessageAt: new Date(row.last_message_at).toISOString(),
      lastMessage: { from: row.last_author === 'member' ? 'member' : 'team', preview: row.last_preview },
      awaitingAnswer: row.last_author === 'member',
    }));
    res.set('Cache-Control', 'no-store').json(answer);
  });

  /** One member's thread as the admins see it. */
  router.get('/api/admin/team-threads/:memberId', async (req, res) => {
    await requireAdmin(req, deps.db);
    const memberId = String(req.params.memberId);
    const member = UUID.test(memberId)
      ? await deps.db.selectFrom('members').select(['id', 'username', 'first_name', 'last_name']).where('id', '=', memberId.toLowerCase()).executeTakeFirst()
      : undefined;
    if (!member) throw notFound(adminMessages.message('userNotFound'));
    const answer: AdminTeamThread = {
      member: { id: member.id, username: member.username, name: fullName(member) },
      messages: await threadMessages(deps.db, member.id, true),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
