import type { MembershipTier } from '@barteraid/events';
import { linkLabels, defineMailPlans } from '../mail/plans';
import { day, money, type InEach } from '../mail/languages';

/** A tier's name inside a sentence; English keeps the tier's own name, as its mails always said. */
const tierNames: InEach<Record<MembershipTier, string>> = {
  en: { standard: 'standard', free_assistance: 'free_assistance', emergency_business: 'emergency_business', guest_trial: 'guest_trial' },
  es: { standard: 'estándar', free_assistance: 'de asistencia', emergency_business: 'de negocio de emergencia', guest_trial: 'de prueba de invitado' },
};

/** The mails about a member's own tier: an application's decision, the guest trial's reminders and end, a failed payment, a lapse. Under "decisions" (verification and membership), which members may turn off. */
export const membershipMailPlans = defineMailPlans({
  MembershipApplicationApproved: async (event, { baseUrl, toMember }) => {
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
  },
  MembershipApplicationRejected: async (event, { baseUrl, toMember }) => {
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
  },
  TrialReminderSent: async (event, { baseUrl, toMember }) => {
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
  },
  TrialEnded: async (event, { baseUrl, toMember }) => {
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
  },
  MembershipPaymentFailed: async (event, { baseUrl, toMember }) => {
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
  },
  MembershipLapsed: async (event, { baseUrl, toMember }) => {
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
  },
});
