import { linkLabels, defineMailPlans } from '../mail/plans';

/** The mail that tells a member how their verification was decided. */
export const verificationMailPlans = defineMailPlans({
  VerificationApproved: async (event, { baseUrl, toMember }) => {
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
  },
  VerificationRejected: async (event, { baseUrl, toMember }) => {
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
  },
});
