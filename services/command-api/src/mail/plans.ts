import { formatCents, type DomainEvent, type MailKind } from '@barteraid/events';
import type { Db } from '@barteraid/infra';
import type { Letter } from './letter';

/** One mail the log asks for: to whom, of which kind (what the member may turn off) and what it says. */
export interface PlannedMail {
  memberId: string;
  kind: MailKind;
  letter: Letter;
}

/** One conversation's unread messages, to be gathered into one digest mail later. */
export interface PlannedDigest {
  memberId: string;
  tradeId: string;
}

interface TradeFacts {
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
  username(memberId: string): Promise<string>;
}

export function readModelFacts(db: Db): MailFacts {
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
      return row?.username ?? 'A member';
    },
  };
}

/** The event types that can cause a mail: the reactor reads nothing for the others. */
export const MAIL_CAUSES: ReadonlySet<string> = new Set([
  'TradeProposed',
  'TradeCountered',
  'TradeAccepted',
  'TradeDelivered',
  'TradeCompleted',
  'TradeSettled',
  'DisputeOpened',
  'DisputeDecided',
  'VerificationApproved',
  'VerificationRejected',
  'MembershipApplicationApproved',
  'MembershipApplicationRejected',
  'AdminMessageSent',
  'MessageSent',
  'TrialReminderSent',
  'TrialEnded',
  'MembershipPaymentFailed',
  'MembershipLapsed',
]);

const credits = (cents: number) => `${formatCents(cents)} credits`;
const otherParty = (trade: TradeFacts, memberId: string | null) =>
  [trade.initiatorId, trade.recipientId].filter((id) => id !== memberId);

/** The mails an event asks for, or a chat digest to gather; nothing for events no member needs to hear about by mail. */
export async function plan(event: DomainEvent, facts: MailFacts, baseUrl: string): Promise<{ mails: PlannedMail[]; digests: PlannedDigest[] }> {
  const none = { mails: [], digests: [] };
  const tradeLink = (tradeId: string) => ({ label: 'Open the trade', url: `${baseUrl}/messages?trade=${encodeURIComponent(tradeId)}` });
  const tradeMail = async (tradeId: string, to: string[], subject: (trade: TradeFacts) => string, say: (trade: TradeFacts, to: string) => Promise<string[]>) => {
    const trade = await facts.trade(tradeId);
    if (!trade) return none;
    const mails = await Promise.all(
      to.map(async (memberId): Promise<PlannedMail> => ({
        memberId,
        kind: 'trades',
        letter: { subject: subject(trade), greeting: 'Hello,', paragraphs: await say(trade, memberId), link: tradeLink(tradeId) },
      })),
    );
    return { mails, digests: [] };
  };
  const toMember = (memberId: string, kind: MailKind, subject: string, paragraphs: string[], link: { label: string; url: string }) => ({
    mails: [{ memberId, kind, letter: { subject, greeting: 'Hello,', paragraphs, link } }],
    digests: [],
  });

  switch (event.type) {
    case 'TradeProposed': {
      const { tradeId, recipientId, initiatorId } = event.data;
      const name = await facts.username(initiatorId);
      return tradeMail(tradeId, [recipientId], (trade) => `New trade proposal: ${trade.title}`, async (trade) => [
        `${name} proposed a trade for "${trade.title}" (${credits(trade.amountCents)}).`,
        'You can accept it, suggest other terms or decline it.',
      ]);
    }
    case 'TradeCountered': {
      const { tradeId, by, awaiting, amountCents } = event.data;
      const name = await facts.username(by);
      return tradeMail(tradeId, [awaiting], (trade) => `New counter-offer: ${trade.title}`, async (trade) => [
        `${name} suggested new terms for "${trade.title}": ${credits(amountCents)}.`,
        'You can accept them, suggest other terms or decline.',
      ]);
    }
    case 'TradeAccepted': {
      const { tradeId, by } = event.data;
      const name = await facts.username(by);
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      return tradeMail(tradeId, otherParty(trade, by), (each) => `Trade accepted: ${each.title}`, async (each) => [
        `${name} accepted the trade for "${each.title}" (${credits(each.amountCents)}).`,
        'The credits are held safely until the trade is complete. Use the trade\'s chat to agree when and where to meet.',
      ]);
    }
    case 'TradeDelivered': {
      const { tradeId, by } = event.data;
      const name = await facts.username(by);
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      return tradeMail(tradeId, [trade.payerId], (each) => `Marked as delivered: ${each.title}`, async (each) => [
        `${name} says they have delivered "${each.title}".`,
        'If you received it, please mark the trade complete so the credits are released. If something is wrong, you can open a dispute from the trade.',
      ]);
    }
    case 'TradeCompleted': {
      const { tradeId, by } = event.data;
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      return tradeMail(tradeId, otherParty(trade, by), (each) => `Trade complete: ${each.title}`, async (each) => [
        `The trade for "${each.title}" is complete. The credits are on their way.`,
        'Thank you for helping each other. You can leave a reference for the other member from the trade.',
      ]);
    }
    case 'TradeSettled': {
      const { tradeId, outcome, amountCents } = event.data;
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      const to = outcome === 'paid' ? [trade.payeeId, trade.payerId] : [trade.payerId];
      return tradeMail(tradeId, to, (each) => (outcome === 'paid' ? `Credits paid: ${each.title}` : `Credits returned: ${each.title}`), async (each, memberId) => [
        outcome === 'returned'
          ? `The ${credits(amountCents)} held for "${each.title}" are back in your balance.`
          : memberId === each.payeeId
            ? `${credits(amountCents)} for "${each.title}" have been added to your balance.`
            : `${credits(amountCents)} for "${each.title}" have been paid to the other member.`,
      ]);
    }
    case 'DisputeOpened': {
      const { tradeId, openedBy, payerId, payeeId, listingTitle } = event.data;
      const to = [payerId, payeeId].filter((id) => id !== openedBy);
      const name = await facts.username(openedBy);
      return {
        mails: to.map((memberId) => ({
          memberId,
          kind: 'disputes' as const,
          letter: {
            subject: `A dispute was opened: ${listingTitle}`,
            greeting: 'Hello,',
            paragraphs: [
              `${name} opened a dispute about the trade for "${listingTitle}".`,
              'An administrator will look at it. You can tell your side in the dispute\'s thread.',
            ],
            link: { label: 'Open the dispute', url: `${baseUrl}/disputes/${encodeURIComponent(tradeId)}` },
          },
        })),
        digests: [],
      };
    }
    case 'DisputeDecided': {
      const { tradeId, payeeCents, payerCents, note } = event.data;
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      return {
        mails: [trade.payerId, trade.payeeId].map((memberId) => ({
          memberId,
          kind: 'disputes' as const,
          letter: {
            subject: `The dispute was decided: ${trade.title}`,
            greeting: 'Hello,',
            paragraphs: [
              `An administrator decided the dispute about "${trade.title}": ${credits(payeeCents)} to the member who provided it and ${credits(payerCents)} back to the member who paid.`,
              ...(note.trim() ? [`Their note: ${note.trim()}`] : []),
            ],
            link: { label: 'Open the dispute', url: `${baseUrl}/disputes/${encodeURIComponent(tradeId)}` },
          },
        })),
        digests: [],
      };
    }
    case 'VerificationApproved':
      return toMember(event.data.memberId, 'decisions', 'Your verification was approved', [
        'Good news: your verification was approved. Your profile now shows that you are verified.',
        ...(event.data.reason ? [`Note from the team: ${event.data.reason}`] : []),
      ], { label: 'Open your dashboard', url: `${baseUrl}/dashboard` });
    case 'VerificationRejected':
      return toMember(event.data.memberId, 'decisions', 'About your verification', [
        'We could not approve your verification this time.',
        ...(event.data.reason ? [`The reason: ${event.data.reason}`] : []),
        'You are welcome to submit it again.',
      ], { label: 'Submit your verification again', url: `${baseUrl}/verification-forms` });
    case 'MembershipApplicationApproved':
      return toMember(event.data.memberId, 'decisions', 'Your membership application was approved', [
        `Good news: your application for the ${event.data.tier} membership was approved.`,
        ...(event.data.reason ? [`Note from the team: ${event.data.reason}`] : []),
      ], { label: 'Open your membership', url: `${baseUrl}/membership` });
    case 'MembershipApplicationRejected':
      return toMember(event.data.memberId, 'decisions', 'About your membership application', [
        `We could not approve your application for the ${event.data.tier} membership.`,
        `The reason: ${event.data.reason}`,
      ], { label: 'Open your membership', url: `${baseUrl}/membership` });
    // Membership: the member's own tier; under "decisions" (verification and membership), which members may turn off.
    case 'TrialReminderSent':
      return toMember(event.data.memberId, 'decisions', `Your guest trial ends in ${event.data.daysBefore} day${event.data.daysBefore === 1 ? '' : 's'}`, [
        `Your 60-day guest trial of BarterAid ends on ${event.data.trialExpiresAt.slice(0, 10)}.`,
        'To keep a membership after that, choose one on the membership page: standard ($10/month), or a free membership if you qualify after verification. Your account, listings and credits stay either way.',
      ], { label: 'Choose a membership', url: `${baseUrl}/membership` });
    case 'TrialEnded':
      return toMember(event.data.memberId, 'decisions', 'Your guest trial has ended', [
        'Your 60-day guest trial of BarterAid has ended. Your account, listings and credits stay.',
        'Choose a membership on the membership page to continue with its benefits.',
      ], { label: 'Choose a membership', url: `${baseUrl}/membership` });
    case 'MembershipPaymentFailed':
      return toMember(event.data.memberId, 'decisions', 'We could not collect your membership payment', [
        `Your bank declined the ${formatCents(event.data.amountCents)} ${event.data.currency.toUpperCase()} payment for your standard membership. The card provider will try again over the next days.`,
        'If your card changed, you can subscribe again with the new one from the membership page.',
      ], { label: 'Open your membership', url: `${baseUrl}/membership` });
    case 'MembershipLapsed':
      return toMember(event.data.memberId, 'decisions', 'Your standard membership has ended', [
        event.data.reason === 'unpaid'
          ? 'Your standard membership ended because its payment could not be collected.'
          : 'Your standard membership has ended, as you asked.',
        'Your account, listings and credits stay. You can subscribe again at any time.',
      ], { label: 'Open your membership', url: `${baseUrl}/membership` });
    case 'AdminMessageSent':
      return toMember(event.data.memberId, 'admin_messages', `A message from BarterAid: ${event.data.subject}`, [event.data.message], {
        label: 'Open BarterAid',
        url: `${baseUrl}/messages?thread=team`,
      });
    case 'MessageSent':
      return { mails: [], digests: [{ memberId: event.data.recipientId, tradeId: event.data.tradeId }] };
    default:
      return none;
  }
}
