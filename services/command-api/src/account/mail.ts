import { linkLabels, defineMailPlans } from '../mail/plans';
import { moment } from '../mail/languages';

/** The mail that tells a member their password was changed (an account mail: always sent). */
export const accountMailPlans = defineMailPlans({
  PasswordChanged: async (event, { baseUrl, toMember }) => {
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
  },
});
