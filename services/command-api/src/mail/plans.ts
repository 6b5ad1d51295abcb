import type { DomainEvent, MailKind, MembershipTier } from '@barteraid/events';
import type { CommandDb } from '../read-models';
import { credits, day, money, moment, type InEach } from './languages';
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

/** The event types that can cause a mail: the reactor reads nothing for the others. */
export const MAIL_CAUSES: ReadonlySet<string> = new Set([
  'TradeProposed',
  'TradeCountered',
  'TradeAccepted',
  'TradeDeclined',
  'TradeDelivered',
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
  'PasswordChanged',
]);

const otherParty = (trade: TradeFacts, memberId: string | null) =>
  [trade.initiatorId, trade.recipientId].filter((id) => id !== memberId);

/** A mail's own words in one language; the link's label is shared by many, the greeting is the reader's. */
interface Words {
  subject: string;
  paragraphs: string[];
}

/** What each link is called: like the client's buttons, in the member's own voice in Spanish. */
const linkLabels = {
  trade: { en: 'Open the trade', es: 'Abrir el intercambio' },
  dispute: { en: 'Open the dispute', es: 'Abrir el reclamo' },
  dashboard: { en: 'Open your dashboard', es: 'Abrir mi panel' },
  verifyAgain: { en: 'Submit your verification again', es: 'Enviar mi verificación otra vez' },
  membership: { en: 'Open your membership', es: 'Abrir mi membresía' },
  chooseMembership: { en: 'Choose a membership', es: 'Elegir una membresía' },
  site: { en: 'Open BarterAid', es: 'Abrir BarterAid' },
  forgotPassword: { en: 'Choose a new password', es: 'Elegir una contraseña nueva' },
} satisfies Record<string, InEach<string>>;

/** A tier's name inside a sentence; English keeps the tier's own name, as its mails always said. */
const tierNames: InEach<Record<MembershipTier, string>> = {
  en: { standard: 'standard', free_assistance: 'free_assistance', emergency_business: 'emergency_business', guest_trial: 'guest_trial' },
  es: { standard: 'estándar', free_assistance: 'de asistencia', emergency_business: 'de negocio de emergencia', guest_trial: 'de prueba de invitado' },
};

const letters = (words: InEach<Words>, label: InEach<string>, url: string): PlannedMail['letter'] => ({
  en: { ...words.en, link: { label: label.en, url } },
  es: { ...words.es, link: { label: label.es, url } },
});

/** The mails an event asks for, or a chat digest to gather; nothing for events no member needs to hear about by mail. */
export async function plan(event: DomainEvent, facts: MailFacts, baseUrl: string): Promise<{ mails: PlannedMail[]; digests: PlannedDigest[] }> {
  const none = { mails: [], digests: [] };
  const nameOf = async (memberId: string): Promise<InEach<string>> => {
    const name = await facts.username(memberId);
    return { en: name ?? 'A member', es: name ?? 'Un miembro' };
  };
  const tradeUrl = (tradeId: string) => `${baseUrl}/messages?trade=${encodeURIComponent(tradeId)}`;
  const disputeUrl = (tradeId: string) => `${baseUrl}/disputes/${encodeURIComponent(tradeId)}`;
  const tradeMail = async (tradeId: string, to: string[], write: (trade: TradeFacts, to: string) => InEach<Words>) => {
    const trade = await facts.trade(tradeId);
    if (!trade) return none;
    const mails = to.map((memberId): PlannedMail => ({
      memberId,
      kind: 'trades',
      letter: letters(write(trade, memberId), linkLabels.trade, tradeUrl(tradeId)),
    }));
    return { mails, digests: [] };
  };
  const toMember = (memberId: string, kind: PlannedMail['kind'], words: InEach<Words>, label: InEach<string>, url: string) => ({
    mails: [{ memberId, kind, letter: letters(words, label, url) }],
    digests: [],
  });

  switch (event.type) {
    case 'TradeProposed': {
      const { tradeId, recipientId, initiatorId } = event.data;
      const name = await nameOf(initiatorId);
      return tradeMail(tradeId, [recipientId], (trade) => ({
        en: {
          subject: `New trade proposal: ${trade.title}`,
          paragraphs: [
            `${name.en} proposed a trade for "${trade.title}" (${credits.en(trade.amountCents)}).`,
            'You can accept it, suggest other terms or decline it.',
          ],
        },
        es: {
          subject: `Nueva propuesta de intercambio: ${trade.title}`,
          paragraphs: [
            `${name.es} le propuso un intercambio por “${trade.title}” (${credits.es(trade.amountCents)}).`,
            'Puede aceptarlo, proponer otras condiciones o rechazarlo.',
          ],
        },
      }));
    }
    case 'TradeCountered': {
      const { tradeId, by, awaiting, amountCents } = event.data;
      const name = await nameOf(by);
      return tradeMail(tradeId, [awaiting], (trade) => ({
        en: {
          subject: `New counter-offer: ${trade.title}`,
          paragraphs: [
            `${name.en} suggested new terms for "${trade.title}": ${credits.en(amountCents)}.`,
            'You can accept them, suggest other terms or decline.',
          ],
        },
        es: {
          subject: `Nueva contraoferta: ${trade.title}`,
          paragraphs: [
            `${name.es} propuso nuevas condiciones para “${trade.title}”: ${credits.es(amountCents)}.`,
            'Puede aceptarlas, proponer otras condiciones o rechazarlas.',
          ],
        },
      }));
    }
    case 'TradeAccepted': {
      const { tradeId, by } = event.data;
      const name = await nameOf(by);
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      return tradeMail(tradeId, otherParty(trade, by), (each) => ({
        en: {
          subject: `Trade accepted: ${each.title}`,
          paragraphs: [
            `${name.en} accepted the trade for "${each.title}" (${credits.en(each.amountCents)}).`,
            'The credits are held safely until the trade is complete. Use the trade\'s chat to agree when and where to meet.',
          ],
        },
        es: {
          subject: `Intercambio aceptado: ${each.title}`,
          paragraphs: [
            `${name.es} aceptó el intercambio por “${each.title}” (${credits.es(each.amountCents)}).`,
            'Los créditos quedan guardados de forma segura hasta que el intercambio termine. Use el chat del intercambio para acordar cuándo y dónde se van a encontrar.',
          ],
        },
      }));
    }
    case 'TradeDeclined': {
      const { tradeId, by } = event.data;
      const name = await nameOf(by);
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      return tradeMail(tradeId, otherParty(trade, by), (each) => ({
        en: {
          subject: `Proposal declined: ${each.title}`,
          paragraphs: [
            `${name.en} declined the trade for "${each.title}". No credits moved.`,
            'Other members may have what you need: the marketplace shows the newest offers and needs.',
          ],
        },
        es: {
          subject: `Propuesta rechazada: ${each.title}`,
          paragraphs: [
            `${name.es} rechazó el intercambio por “${each.title}”. No se movió ningún crédito.`,
            'Puede que otros miembros tengan lo que necesita: el mercado muestra las ofertas y necesidades más recientes.',
          ],
        },
      }));
    }
    case 'TradeDelivered': {
      const { tradeId, by } = event.data;
      const name = await nameOf(by);
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      return tradeMail(tradeId, [trade.payerId], (each) => ({
        en: {
          subject: `Marked as delivered: ${each.title}`,
          paragraphs: [
            `${name.en} says they have delivered "${each.title}".`,
            'If you received it, please mark the trade complete so the credits are released. If something is wrong, you can open a dispute from the trade.',
          ],
        },
        es: {
          subject: `Marcado como entregado: ${each.title}`,
          paragraphs: [
            `${name.es} dice que ya entregó “${each.title}”.`,
            'Si lo recibió, marque el intercambio como hecho para que se entreguen los créditos. Si algo está mal, puede abrir un reclamo desde el intercambio.',
          ],
        },
      }));
    }
    case 'TradeSettled': {
      // One mail per member when a trade ends: a completed trade is mailed once its credits have
      // moved, saying both (the completion and the payment came seconds apart as two mails).
      const { tradeId, outcome, amountCents } = event.data;
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      const to = outcome === 'paid' ? [trade.payeeId, trade.payerId] : [trade.payerId];
      return tradeMail(tradeId, to, (each, memberId) => ({
        en: {
          subject: outcome === 'paid' ? `Trade complete: ${each.title}` : `Credits returned: ${each.title}`,
          paragraphs:
            outcome === 'returned'
              ? [`The ${credits.en(amountCents)} held for "${each.title}" are back in your balance.`]
              : [
                  memberId === each.payeeId
                    ? `The trade for "${each.title}" is complete: ${credits.en(amountCents)} have been added to your balance.`
                    : `The trade for "${each.title}" is complete: ${credits.en(amountCents)} have been paid to the other member.`,
                  'Thank you for helping each other. You can leave a reference for the other member from the trade.',
                ],
        },
        es: {
          subject: outcome === 'paid' ? `Intercambio completado: ${each.title}` : `Créditos devueltos: ${each.title}`,
          paragraphs:
            outcome === 'returned'
              ? [`Los ${credits.es(amountCents)} guardados para “${each.title}” volvieron a su saldo.`]
              : [
                  memberId === each.payeeId
                    ? `El intercambio por “${each.title}” está completo: se sumaron ${credits.es(amountCents)} a su saldo.`
                    : `El intercambio por “${each.title}” está completo: se pagaron ${credits.es(amountCents)} al otro miembro.`,
                  'Gracias por ayudarse. Puede dejar una opinión sobre el otro miembro desde el intercambio.',
                ],
        },
      }));
    }
    case 'DisputeOpened': {
      const { tradeId, openedBy, payerId, payeeId, listingTitle } = event.data;
      const to = [payerId, payeeId].filter((id) => id !== openedBy);
      const name = await nameOf(openedBy);
      const words: InEach<Words> = {
        en: {
          subject: `A dispute was opened: ${listingTitle}`,
          paragraphs: [
            `${name.en} opened a dispute about the trade for "${listingTitle}".`,
            'An administrator will look at it. You can tell your side in the dispute\'s thread.',
          ],
        },
        es: {
          subject: `Se abrió un reclamo: ${listingTitle}`,
          paragraphs: [
            `${name.es} abrió un reclamo sobre el intercambio por “${listingTitle}”.`,
            'Un administrador lo va a revisar. Puede contar lo que pasó desde su lado en la conversación del reclamo.',
          ],
        },
      };
      return {
        mails: to.map((memberId) => ({ memberId, kind: 'disputes' as const, letter: letters(words, linkLabels.dispute, disputeUrl(tradeId)) })),
        digests: [],
      };
    }
    case 'DisputeDecided': {
      // Each member reads what they got: the payee what was paid to them, the payer what came back.
      const { tradeId, payeeCents, payerCents, note } = event.data;
      const trade = await facts.trade(tradeId);
      if (!trade) return none;
      const outcome = (memberId: string): InEach<string> =>
        memberId === trade.payeeId
          ? {
              en: payeeCents > 0 ? `${credits.en(payeeCents)} were paid to you.` : 'Nothing was paid to you: the credits went back to the member who paid.',
              es: payeeCents > 0 ? `Se le pagaron ${credits.es(payeeCents)}.` : 'No se le pagó nada: los créditos volvieron al miembro que pagó.',
            }
          : {
              en: payerCents > 0 ? `${credits.en(payerCents)} came back to you.` : 'Nothing came back to you: the credits were paid to the other member.',
              es: payerCents > 0 ? `Le volvieron ${credits.es(payerCents)}.` : 'No le volvió nada: los créditos se pagaron al otro miembro.',
            };
      const words = (memberId: string): InEach<Words> => ({
        en: {
          subject: `The dispute was decided: ${trade.title}`,
          paragraphs: [
            `An administrator decided the dispute about "${trade.title}". ${outcome(memberId).en}`,
            ...(note.trim() ? [`Their note: ${note.trim()}`] : []),
          ],
        },
        es: {
          subject: `Se decidió el reclamo: ${trade.title}`,
          paragraphs: [
            `Un administrador decidió el reclamo sobre “${trade.title}”. ${outcome(memberId).es}`,
            ...(note.trim() ? [`Nota del administrador: ${note.trim()}`] : []),
          ],
        },
      });
      return {
        mails: [trade.payerId, trade.payeeId].map((memberId) => ({
          memberId,
          kind: 'disputes' as const,
          letter: letters(words(memberId), linkLabels.dispute, disputeUrl(tradeId)),
        })),
        digests: [],
      };
    }
    case 'VerificationApproved': {
      const { reason } = event.data;
      return toMember(event.data.memberId, 'decisions', {
        en: {
          subject: 'Your verification was approved',
          paragraphs: [
            'Good news: your verification was approved. Your profile now shows that you are verified.',
            ...(reason ? [`Note from the team: ${reason}`] : []),
          ],
        },
        es: {
          subject: 'Su verificación fue aprobada',
          paragraphs: [
            'Buenas noticias: su verificación fue aprobada. Ahora su perfil muestra que su cuenta está verificada.',
            ...(reason ? [`Nota del equipo: ${reason}`] : []),
          ],
        },
      }, linkLabels.dashboard, `${baseUrl}/dashboard`);
    }
    case 'VerificationRejected': {
      const { reason } = event.data;
      return toMember(event.data.memberId, 'decisions', {
        en: {
          subject: 'About your verification',
          paragraphs: ['We could not approve your verification this time.', ...(reason ? [`The reason: ${reason}`] : []), 'You are welcome to submit it again.'],
        },
        es: {
          subject: 'Sobre su verificación',
          paragraphs: ['Esta vez no pudimos aprobar su verificación.', ...(reason ? [`El motivo: ${reason}`] : []), 'Puede enviarla otra vez.'],
        },
      }, linkLabels.verifyAgain, `${baseUrl}/verification-forms`);
    }
    case 'MembershipApplicationApproved': {
      const { tier, reason } = event.data;
      return toMember(event.data.memberId, 'decisions', {
        en: {
          subject: 'Your membership application was approved',
          paragraphs: [
            `Good news: your application for the ${tierNames.en[tier]} membership was approved.`,
            ...(reason ? [`Note from the team: ${reason}`] : []),
          ],
        },
        es: {
          subject: 'Su solicitud de membresía fue aprobada',
          paragraphs: [`Buenas noticias: su solicitud de la membresía ${tierNames.es[tier]} fue aprobada.`, ...(reason ? [`Nota del equipo: ${reason}`] : [])],
        },
      }, linkLabels.membership, `${baseUrl}/membership`);
    }
    case 'MembershipApplicationRejected': {
      const { tier, reason } = event.data;
      return toMember(event.data.memberId, 'decisions', {
        en: {
          subject: 'About your membership application',
          paragraphs: [`We could not approve your application for the ${tierNames.en[tier]} membership.`, `The reason: ${reason}`],
        },
        es: {
          subject: 'Sobre su solicitud de membresía',
          paragraphs: [`No pudimos aprobar su solicitud de la membresía ${tierNames.es[tier]}.`, `El motivo: ${reason}`],
        },
      }, linkLabels.membership, `${baseUrl}/membership`);
    }
    // Membership: the member's own tier; under "decisions" (verification and membership), which members may turn off.
    case 'TrialReminderSent': {
      const { daysBefore, trialExpiresAt } = event.data;
      return toMember(event.data.memberId, 'decisions', {
        en: {
          subject: `Your guest trial ends in ${daysBefore} day${daysBefore === 1 ? '' : 's'}`,
          paragraphs: [
            `Your 60-day guest trial of BarterAid ends on ${day.en(trialExpiresAt)}.`,
            'To keep a membership after that, choose one on the membership page: standard ($10/month), or a free membership if you qualify after verification. Your account, listings and credits stay either way.',
          ],
        },
        es: {
          subject: `Su prueba de invitado termina en ${daysBefore} ${daysBefore === 1 ? 'día' : 'días'}`,
          paragraphs: [
            `Su prueba de invitado de 60 días en BarterAid termina el ${day.es(trialExpiresAt)}.`,
            'Para seguir con una membresía después, elija una en la página de membresía: la estándar ($10 al mes) o una gratis si califica después de verificarse. Su cuenta, sus anuncios y sus créditos se mantienen en cualquier caso.',
          ],
        },
      }, linkLabels.chooseMembership, `${baseUrl}/membership`);
    }
    case 'TrialEnded':
      return toMember(event.data.memberId, 'decisions', {
        en: {
          subject: 'Your guest trial has ended',
          paragraphs: [
            'Your 60-day guest trial of BarterAid has ended. Your account, listings and credits stay.',
            'Choose a membership on the membership page to continue with its benefits.',
          ],
        },
        es: {
          subject: 'Su prueba de invitado terminó',
          paragraphs: [
            'Su prueba de invitado de 60 días en BarterAid terminó. Su cuenta, sus anuncios y sus créditos se mantienen.',
            'Elija una membresía en la página de membresía para seguir con sus beneficios.',
          ],
        },
      }, linkLabels.chooseMembership, `${baseUrl}/membership`);
    case 'MembershipPaymentFailed': {
      const { amountCents, currency } = event.data;
      return toMember(event.data.memberId, 'decisions', {
        en: {
          subject: 'We could not collect your membership payment',
          paragraphs: [
            `Your bank declined the ${money.en(amountCents, currency)} payment for your standard membership. The card provider will try again over the next days.`,
            'If your card changed, you can subscribe again with the new one from the membership page.',
          ],
        },
        es: {
          subject: 'No pudimos cobrar el pago de su membresía',
          paragraphs: [
            `Su banco rechazó el pago de ${money.es(amountCents, currency)} de su membresía estándar. El proveedor de la tarjeta lo va a intentar otra vez en los próximos días.`,
            'Si cambió de tarjeta, puede suscribirse otra vez con la nueva desde la página de membresía.',
          ],
        },
      }, linkLabels.membership, `${baseUrl}/membership`);
    }
    case 'MembershipLapsed': {
      const unpaid = event.data.reason === 'unpaid';
      return toMember(event.data.memberId, 'decisions', {
        en: {
          subject: 'Your standard membership has ended',
          paragraphs: [
            unpaid ? 'Your standard membership ended because its payment could not be collected.' : 'Your standard membership has ended, as you asked.',
            'Your account, listings and credits stay. You can subscribe again at any time.',
          ],
        },
        es: {
          subject: 'Su membresía estándar terminó',
          paragraphs: [
            unpaid ? 'Su membresía estándar terminó porque no se pudo cobrar el pago.' : 'Su membresía estándar terminó, como usted lo pidió.',
            'Su cuenta, sus anuncios y sus créditos se mantienen. Puede suscribirse otra vez cuando quiera.',
          ],
        },
      }, linkLabels.membership, `${baseUrl}/membership`);
    }
    case 'PasswordChanged': {
      const { memberId, via, changedAt } = event.data;
      return toMember(
        memberId,
        'password_changed',
        {
          en: {
            subject: 'Your BarterAid password was changed',
            paragraphs: [
              `The password of your BarterAid account was changed ${via === 'reset_link' ? 'with a reset link' : 'in your settings'} on ${moment.en(changedAt)}. Every other device was signed out.`,
              'If you did this, there is nothing more to do. If you did not, choose a new password now with "Forgot password" on the sign-in page, and tell the BarterAid team.',
            ],
          },
          es: {
            subject: 'Se cambió su contraseña de BarterAid',
            paragraphs: [
              `La contraseña de su cuenta de BarterAid se cambió ${via === 'reset_link' ? 'con un enlace para restablecerla' : 'en su configuración'} el ${moment.es(changedAt)}. Se cerró la sesión en todos los demás dispositivos.`,
              'Si fue usted, no tiene que hacer nada más. Si no fue usted, elija ahora una contraseña nueva con "Olvidé mi contraseña" en la página para entrar, y avise al equipo de BarterAid.',
            ],
          },
        },
        linkLabels.forgotPassword,
        `${baseUrl}/auth/forgot-password`,
      );
    }
    case 'AdminMessageSent': {
      // The team's own words stay as written; only the mail around them follows the member's language.
      const { subject, message } = event.data;
      return toMember(event.data.memberId, 'admin_messages', {
        en: { subject: `A message from BarterAid: ${subject}`, paragraphs: [message] },
        es: { subject: `Un mensaje de BarterAid: ${subject}`, paragraphs: [message] },
      }, linkLabels.site, `${baseUrl}/messages?thread=team`);
    }
    case 'MessageSent':
      return { mails: [], digests: [{ memberId: event.data.recipientId, tradeId: event.data.tradeId }] };
    default:
      return none;
  }
}
