import { suspensionInForce, type MailKind, type MemberLanguage } from '@barteraid/events';
import type { CommandDb } from '../read-models';
import { mailLanguage } from './languages';

/** Who a mail goes to and the language it is written in, or why it does not go. */
export type Recipient = { email: string; language: MemberLanguage; firstName: string | null; reachable: true } | { reachable: false; why: 'unknown' | 'closed' | 'suspended' | 'turned_off' };

/** What the read models say of a member that decides whether and how they are mailed. */
export interface RecipientFacts {
  email: string;
  closed: boolean;
  language: string | null;
  firstName: string | null;
  suspensionEndsAt: Date | null;
  suspended: boolean;
  /** The kinds the member turned off. */
  turnedOff: ReadonlySet<string>;
}

/**
 * The facts of every member named, in one statement (a batch of the log's mails reads its recipients
 * once, not three statements per mail); a member the read model does not know is missing from the map.
 */
export async function recipientFactsOf(db: CommandDb, memberIds: readonly string[]): Promise<Map<string, RecipientFacts>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('members')
    .leftJoin('member_suspensions', 'member_suspensions.member_id', 'members.id')
    .select((eb) => [
      'members.id',
      'members.email',
      'members.closed_at',
      'members.language',
      'members.first_name',
      'member_suspensions.member_id as suspended_id',
      'member_suspensions.ends_at',
      eb
        .selectFrom('mail_preferences')
        .select((inner) => inner.fn.agg<string[]>('array_agg', ['mail_preferences.kind']).as('kinds'))
        .whereRef('mail_preferences.member_id', '=', 'members.id')
        .where('mail_preferences.enabled', '=', false)
        .as('turned_off'),
    ])
    .where('members.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        email: row.email,
        closed: row.closed_at !== null,
        language: row.language,
        firstName: row.first_name,
        suspended: row.suspended_id !== null,
        suspensionEndsAt: row.ends_at ?? null,
        turnedOff: new Set(row.turned_off ?? []),
      },
    ]),
  );
}

/**
 * Whether a member should get a mail of this kind at `at` (the causing event's time): never once the
 * account is closed, not when it is suspended then, and not when they turned that kind off. `kind` null is the password
 * reset, which ignores preferences (a locked-out member must always get back in).
 */
export function recipientFrom(facts: RecipientFacts | undefined, kind: MailKind | null, at: Date): Recipient {
  if (!facts) return { reachable: false, why: 'unknown' };
  // Nothing reaches a closed account: its address is erased, and nobody is there to read it.
  if (facts.closed) return { reachable: false, why: 'closed' };
  if (facts.suspended && suspensionInForce(facts.suspensionEndsAt, at)) return { reachable: false, why: 'suspended' };
  if (kind && facts.turnedOff.has(kind)) return { reachable: false, why: 'turned_off' };
  return { reachable: true, email: facts.email, language: mailLanguage(facts.language), firstName: facts.firstName };
}

/** One member's `recipientFrom`, read on its own (a request's mail, the worker's check when it sends). */
export async function recipientOf(db: CommandDb, memberId: string, kind: MailKind | null, at: Date): Promise<Recipient> {
  return recipientFrom((await recipientFactsOf(db, [memberId])).get(memberId), kind, at);
}

/** The language a member's mails are written in, for mails addressed without `recipientOf` (an email change). */
export async function languageOf(db: CommandDb, memberId: string): Promise<MemberLanguage> {
  const member = await db.selectFrom('members').select('language').where('id', '=', memberId).executeTakeFirst();
  return mailLanguage(member?.language);
}
