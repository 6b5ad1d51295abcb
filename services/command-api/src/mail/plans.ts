import type { DomainEvent, MailKind, MemberLanguage } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { renderIn } from '@barteraid/events/messages/language';
import { mailMessages } from '@barteraid/events/messages/mail';
import type { CommandDb } from '../read-models';
import { inLanguage } from './languages';
import { letterIn, type Letter } from './letter';

/**
 * A mail about the account itself: always sent (no preference turns it off) and without an
 * unsubscribe link, like the password reset.
 */
export type AccountMailKind = 'password_changed';

/** A mail's own words as data, each a message of the feature's catalogue; the link's label is shared by many, the greeting is the reader's. */
export interface Words {
  subject: MessageData;
  paragraphs: MessageData[];
}

/** One mail the log asks for: to whom, of which kind (what the member may turn off), what it says and where it leads. */
export interface PlannedMail {
  memberId: string;
  kind: MailKind | AccountMailKind;
  /** Its words for a reader of `language` (the same data in each, but for a part each language words itself, such as an unknown member). */
  words(language: MemberLanguage): Words;
  link: { label: MessageData; url: string };
}

/**
 * The letter the reactor sends: written in the recipient's language from the catalogues, greeting
 * them by their first name; a Spanish one's link carries its language, so the page opens in Spanish.
 */
export function plannedLetter(mail: PlannedMail, language: MemberLanguage, firstName: string | null): Letter {
  return letterIn(language, { ...mail.words(language), link: { label: mail.link.label, url: inLanguage(mail.link.url, language) } }, firstName);
}

/** One conversation's unread messages, to be gathered into one digest mail later. */
export interface PlannedDigest {
  memberId: string;
  tradeId: string;
}

export interface TradeFacts {
  title: string;
  initiatorId: string;
  recipientId: string;
  payerId: string;
  payeeId: string;
  amountCents: number;
}

/** What a mail needs to know of a trade and its members, from the read models. */
export interface MailFacts {
  trade(tradeId: string): Promise<TradeFacts | null>;
  /** Null when the member is not (or no longer) in the read model: each language names them its own way. */
  username(memberId: string): Promise<string | null>;
}

export function readModelFacts(db: CommandDb): MailFacts {
  return {
    async trade(tradeId) {
      const row = await db
        .selectFrom('trades')
        .select(['listing_title', 'initiator_id', 'recipient_id', 'payer_id', 'payee_id', 'amount_cents'])
        .where('id', '=', tradeId)
        .executeTakeFirst();
      return row
        ? {
            title: row.listing_title,
            initiatorId: row.initiator_id,
            recipientId: row.recipient_id,
            payerId: row.payer_id,
            payeeId: row.payee_id,
            amountCents: Number(row.amount_cents),
          }
        : null;
    },
    async username(memberId) {
      const row = await db.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirst();
      return row?.username ?? null;
    },
  };
}

/** The same facts, each trade and name read once however many of a batch's mails ask for it. */
export function onceEach(facts: MailFacts): MailFacts {
  const trades = new Map<string, Promise<TradeFacts | null>>();
  const names = new Map<string, Promise<string | null>>();
  const once = <T>(kept: Map<string, Promise<T>>, id: string, read: () => Promise<T>) => {
    let found = kept.get(id);
    if (!found) kept.set(id, (found = read()));
    return found;
  };
  return {
    trade: (tradeId) => once(trades, tradeId, () => facts.trade(tradeId)),
    username: (memberId) => once(names, memberId, () => facts.username(memberId)),
  };
}

export const otherParty = (trade: TradeFacts, memberId: string | null) =>
  [trade.initiatorId, trade.recipientId].filter((id) => id !== memberId);

/** What each link is called (`mail` catalogue): like the client's buttons, in the member's own voice in Spanish. */
export const linkLabels = {
  trade: mailMessages.message('openTrade'),
  dispute: mailMessages.message('openDispute'),
  dashboard: mailMessages.message('openDashboard'),
  verifyAgain: mailMessages.message('verifyAgain'),
  membership: mailMessages.message('openMembership'),
  chooseMembership: mailMessages.message('chooseMembership'),
  site: mailMessages.message('openSite'),
  forgotPassword: mailMessages.message('chooseNewPassword'),
} satisfies Record<string, MessageData>;

/** What an event's plan returns: mails to send now, and chat digests to gather. */
export interface MailPlan {
  mails: PlannedMail[];
  digests: PlannedDigest[];
}

/** What a feature's plan is given: the read models' facts, the site's address and the shapes most mails take. */
export interface MailPlanContext {
  facts: MailFacts;
  baseUrl: string;
  none: MailPlan;
  /** A member's name as a language writes it: their username, or that language's word for a member it does not know. */
  nameOf(memberId: string): Promise<(language: MemberLanguage) => string>;
  tradeUrl(tradeId: string): string;
  disputeUrl(tradeId: string): string;
  /**
   * A trade mail (kind `trades`, the trade's link) to each of `to` (or whom it names from the
   * trade), or none when the trade is not in the read model.
   */
  tradeMail(tradeId: string, to: readonly string[] | ((trade: TradeFacts) => readonly string[]), write: (trade: TradeFacts, to: string, language: MemberLanguage) => Words): Promise<MailPlan>;
  /** One mail of `kind` to each of `to`, each written for its reader. */
  mailTo(to: readonly string[], kind: PlannedMail['kind'], write: (to: string, language: MemberLanguage) => Words, label: MessageData, url: string): MailPlan;
  /** One mail of `kind` to one member. */
  toMember(memberId: string, kind: PlannedMail['kind'], words: Words, label: MessageData, url: string): MailPlan;
}

type EventOfType<Type extends DomainEvent['type']> = Extract<DomainEvent, { type: Type }>;

/** A feature's mail plans, by the event type that causes them; the feature's module registers them (`mailPlans`). */
export type MailPlans = { readonly [Type in DomainEvent['type']]?: (event: EventOfType<Type>, context: MailPlanContext) => Promise<MailPlan> };

/** Declares a feature's mail plans, each typed by its event. */
export const defineMailPlans = (plans: MailPlans): MailPlans => plans;

export function mailPlanContext(facts: MailFacts, baseUrl: string): MailPlanContext {
  const none: MailPlan = { mails: [], digests: [] };
  const tradeUrl = (tradeId: string) => `${baseUrl}/messages?trade=${encodeURIComponent(tradeId)}`;
  const mailTo: MailPlanContext['mailTo'] = (to, kind, write, label, url) => ({
    mails: to.map((memberId) => ({ memberId, kind, words: (language) => write(memberId, language), link: { label, url } })),
    digests: [],
  });
  return {
    facts,
    baseUrl,
    none,
    async nameOf(memberId) {
      const name = await facts.username(memberId);
      return (language) => name ?? renderIn(language, mailMessages.message('someone'));
    },
    tradeUrl,
    disputeUrl: (tradeId) => `${baseUrl}/disputes/${encodeURIComponent(tradeId)}`,
    async tradeMail(tradeId, to, write) {
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      const recipients = typeof to === 'function' ? to(trade) : to;
      return mailTo(recipients, 'trades', (memberId, language) => write(trade, memberId, language), linkLabels.trade, tradeUrl(tradeId));
    },
    mailTo,
    toMember: (memberId, kind, words, label, url) => mailTo([memberId], kind, () => words, label, url),
  };
}

/** Every registered plan by its event type: the reactor reads nothing for the other types. */
export function mailPlanners(registered: readonly MailPlans[]): {
  causes: ReadonlySet<string>;
  plan(event: DomainEvent, facts: MailFacts, baseUrl: string): Promise<MailPlan>;
} {
  const byType = new Map<string, (event: DomainEvent, context: MailPlanContext) => Promise<MailPlan>>();
  for (const plans of registered) {
    for (const [type, plan] of Object.entries(plans)) {
      if (byType.has(type)) throw new Error(`Two features plan mail for ${type}`);
      byType.set(type, plan as (event: DomainEvent, context: MailPlanContext) => Promise<MailPlan>);
    }
  }
  return {
    causes: new Set(byType.keys()),
    async plan(event, facts, baseUrl) {
      const context = mailPlanContext(facts, baseUrl);
      return (await byType.get(event.type)?.(event, context)) ?? context.none;
    },
  };
}
