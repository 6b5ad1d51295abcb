import type { DomainEvent, MailKind } from '@barteraid/events';
import type { CommandDb } from '../read-models';
import { inLanguage, type InEach } from './languages';
import type { Letter } from './letter';

/**
 * A mail about the account itself: always sent (no preference turns it off) and without an
 * unsubscribe link, like the password reset.
 */
export type AccountMailKind = 'password_changed';

/** One mail the log asks for: to whom, of which kind (what the member may turn off) and what it says in each language. */
export interface PlannedMail {
  memberId: string;
  kind: MailKind | AccountMailKind;
  /** The reactor sends the one in the recipient's language, greeting them by their first name. */
  letter: InEach<Omit<Letter, 'greeting'>>;
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

export const otherParty = (trade: TradeFacts, memberId: string | null) =>
  [trade.initiatorId, trade.recipientId].filter((id) => id !== memberId);

/** A mail's own words in one language; the link's label is shared by many, the greeting is the reader's. */
export interface Words {
  subject: string;
  paragraphs: string[];
}

/** What each link is called: like the client's buttons, in the member's own voice in Spanish. */
export const linkLabels = {
  trade: { en: 'Open the trade', es: 'Abrir el intercambio' },
  dispute: { en: 'Open the dispute', es: 'Abrir el reclamo' },
  dashboard: { en: 'Open your dashboard', es: 'Abrir mi panel' },
  verifyAgain: { en: 'Submit your verification again', es: 'Enviar mi verificación otra vez' },
  membership: { en: 'Open your membership', es: 'Abrir mi membresía' },
  chooseMembership: { en: 'Choose a membership', es: 'Elegir una membresía' },
  site: { en: 'Open BarterAid', es: 'Abrir BarterAid' },
  forgotPassword: { en: 'Choose a new password', es: 'Elegir una contraseña nueva' },
} satisfies Record<string, InEach<string>>;

/** A mail's letter in each language; a Spanish one's link carries its language, so the page opens in Spanish. */
export const letters = (words: InEach<Words>, label: InEach<string>, url: string): PlannedMail['letter'] => ({
  en: { ...words.en, link: { label: label.en, url } },
  es: { ...words.es, link: { label: label.es, url: inLanguage(url, 'es') } },
});

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
  /** A member's name in each language (each names an unknown member its own way). */
  nameOf(memberId: string): Promise<InEach<string>>;
  tradeUrl(tradeId: string): string;
  disputeUrl(tradeId: string): string;
  /** A trade mail (kind `trades`, the trade's link) to each of `to`, or none when the trade is not in the read model. */
  tradeMail(tradeId: string, to: string[], write: (trade: TradeFacts, to: string) => InEach<Words>): Promise<MailPlan>;
  toMember(memberId: string, kind: PlannedMail['kind'], words: InEach<Words>, label: InEach<string>, url: string): MailPlan;
}

type EventOfType<Type extends DomainEvent['type']> = Extract<DomainEvent, { type: Type }>;

/** A feature's mail plans, by the event type that causes them; the feature's module registers them (`mailPlans`). */
export type MailPlans = { readonly [Type in DomainEvent['type']]?: (event: EventOfType<Type>, context: MailPlanContext) => Promise<MailPlan> };

/** Declares a feature's mail plans, each typed by its event. */
export const defineMailPlans = (plans: MailPlans): MailPlans => plans;

export function mailPlanContext(facts: MailFacts, baseUrl: string): MailPlanContext {
  const none: MailPlan = { mails: [], digests: [] };
  const tradeUrl = (tradeId: string) => `${baseUrl}/messages?trade=${encodeURIComponent(tradeId)}`;
  return {
    facts,
    baseUrl,
    none,
    async nameOf(memberId) {
      const name = await facts.username(memberId);
      return { en: name ?? 'A member', es: name ?? 'Un miembro' };
    },
    tradeUrl,
    disputeUrl: (tradeId) => `${baseUrl}/disputes/${encodeURIComponent(tradeId)}`,
    async tradeMail(tradeId, to, write) {
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      const mails = to.map((memberId): PlannedMail => ({ memberId, kind: 'trades', letter: letters(write(trade, memberId), linkLabels.trade, tradeUrl(tradeId)) }));
      return { mails, digests: [] };
    },
    toMember: (memberId, kind, words, label, url) => ({ mails: [{ memberId, kind, letter: letters(words, label, url) }], digests: [] }),
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
