import { sql } from 'kysely';
import { defineProjection, type Outbox, type ProjectedEventOf, type ProjectionTransaction } from '../projection';

const handled = ['AdminMessageSent', 'TeamMessageSent', 'TeamReplySent', 'TeamThreadRead', 'MemberGrantedAdmin'] as const;
type ThreadEvent = ProjectedEventOf<(typeof handled)[number]>;

/** How much of the last message the admin's list of threads shows. */
const PREVIEW_LENGTH = 120;
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text);

interface ThreadMessage {
  id: string;
  memberId: string;
  author: 'team' | 'member';
  senderId: string;
  subject: string | null;
  text: string;
  sentAt: string;
}

/**
 * The message an event adds to a thread. `AdminMessageSent` counts too: messages sent before
 * threads existed have only that event, and for newer ones it shares its id with the
 * `TeamMessageSent` beside it, so whichever comes first records the message once.
 */
function messageOf(event: ThreadEvent): ThreadMessage | null {
  switch (event.type) {
    case 'AdminMessageSent': {
      const { messageId, memberId, subject, message, sentBy, sentAt } = event.data;
      return { id: messageId, memberId, author: 'team', senderId: sentBy, subject, text: message, sentAt };
    }
    case 'TeamMessageSent': {
      const { messageId, memberId, subject, text, sentBy, sentAt } = event.data;
      return { id: messageId, memberId, author: 'team', senderId: sentBy, subject, text, sentAt };
    }
    case 'TeamReplySent': {
      const { messageId, memberId, text, sentAt } = event.data;
      return { id: messageId, memberId, author: 'member', senderId: memberId, subject: null, text, sentAt };
    }
    case 'TeamThreadRead':
    case 'MemberGrantedAdmin':
      return null;
  }
}

async function recordMessage(trx: ProjectionTransaction, message: ThreadMessage, position: number): Promise<boolean> {
  const inserted = await trx
    .insertInto('team_thread_messages')
    .values({
      id: message.id,
      member_id: message.memberId,
      author: message.author,
      sender_id: message.senderId,
      subject: message.subject,
      text: message.text,
      position,
      created_at: new Date(message.sentAt),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  const at = new Date(message.sentAt);
  const replyAt = message.author === 'member' ? at : null;
  await trx
    .insertInto('team_threads')
    .values({
      member_id: message.memberId,
      message_count: 1,
      last_message_at: at,
      last_author: message.author,
      last_preview: preview(message.text),
      last_reply_at: replyAt,
      member_read_position: 0,
    })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        message_count: sql`team_threads.message_count + 1`,
        last_message_at: at,
        last_author: message.author,
        last_preview: preview(message.text),
        last_reply_at: sql`coalesce(excluded.last_reply_at, team_threads.last_reply_at)`,
      }),
    )
    .execute();
  return true;
}

/** Open admin dashboards refresh their list of threads (live only). */
async function tellAdmins(trx: ProjectionTransaction, outbox: Outbox, memberId: string) {
  const admins = await trx.selectFrom('team_thread_admins').select('member_id').execute();
  for (const admin of admins) outbox.notify(admin.member_id, { type: 'notification', topic: 'team_threads', memberId });
}

/** Each member's thread with the BarterAid team, for the member's /messages and the admins' dashboard. */
export const teamThreadsProjection = defineProjection({
  name: 'team_threads',
  tables: ['team_thread_messages', 'team_threads', 'team_thread_admins'],
  handles: handled,
  async apply(event, trx, outbox) {
    if (event.type === 'MemberGrantedAdmin') {
      await trx.insertInto('team_thread_admins').values({ member_id: event.data.memberId }).onConflict((oc) => oc.doNothing()).execute();
      return;
    }
    if (event.type === 'TeamThreadRead') {
      await trx.updateTable('team_threads').set({ member_read_position: event.position }).where('member_id', '=', event.data.memberId).execute();
      outbox.notify(event.data.memberId, { type: 'notification', topic: 'team_thread' });
      return;
    }
    const message = messageOf(event);
    if (!message || !(await recordMessage(trx, message, event.position))) return;
    // The member's bell hears of the team's messages through AdminMessageSent; their other tabs here.
    outbox.notify(message.memberId, { type: 'notification', topic: 'team_thread' });
    await tellAdmins(trx, outbox, message.memberId);
  },
});
