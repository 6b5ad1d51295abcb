import { suspensionInForce, type MailKind, type MemberLanguage } from '@barteraid/events';
import type { ExpressionBuilder } from 'kysely';
import type { CommandDb, CommandReadModels } from '../read-models';
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
 * The columns the facts are read from, joined to `members`: what a batch's recipients read, and what
 * the worker reads with the row it sends.
 */
export function recipientColumns(eb: ExpressionBuilder<CommandReadModels, 'members' | 'member_suspensions'>) {
  return [
    'members.id as recipient_id',
    'members.email as recipient_email',
    'members.closed_at as recipient_closed_at',
    'members.language as recipient_language',
    'members.first_name as recipient_first_name',
    'member_suspensions.member_id as recipient_suspended_id',
    'member_suspensions.ends_at as recipient_suspension_ends_at',
    eb
      .selectFrom('mail_preferences')
      .select((inner) => inner.fn.agg<string[]>('array_agg', ['mail_preferences.kind']).as('kinds'))
      .whereRef('mail_preferences.member_id', '=', 'members.id')
      .where('mail_preferences.enabled', '=', false)
      .as('recipient_turned_off'),
  ] as const;
}

export interface RecipientRow {
  recipient_id: string | null;
  recipient_email: string | null;
  recipient_closed_at: Date | null;
  recipient_language: string | null;
  recipient_first_name: string | null;
  recipient_suspended_id: string | null;
  recipient_suspension_ends_at: Date | null;
  recipient_turned_off: string[] | null;
}

/** The facts in a row read with `recipientColumns`; undefined when the read model does not know the member. */
export function factsOf(row: RecipientRow): RecipientFacts | undefined {
  if (row.recipient_id === null || row.recipient_email === null) return undefined;
  return {
    email: row.recipient_email,
    closed: row.recipient_closed_at !== null,
    language: row.recipient_language,
    firstName: row.recipient_first_name,
    suspended: row.recipient_suspended_id !== null,
    suspensionEndsAt: row.recipient_suspension_ends_at ?? null,
    turnedOff: new Set(row.recipient_turned_off ?? []),
  };
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
    .select(recipientColumns)
    .where('members.id', 'in', ids)
    .execute();
  const known = new Map<string, RecipientFacts>();
  for (const row of rows) {
    const facts = factsOf(row);
    if (facts) known.set(row.recipient_id!, facts);
  }
  return known;
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
