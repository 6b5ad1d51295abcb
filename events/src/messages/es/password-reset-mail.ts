import { translate } from '../catalogue';
import { passwordResetMail } from '../password-reset-mail';

export const passwordResetMailEs = translate(passwordResetMail, {
  subject: 'Cambie su contraseña de BarterAid',
  asked: 'Alguien (esperamos que usted) pidió cambiar la contraseña de su cuenta de BarterAid.',
  link: 'Con el enlace de abajo puede elegir una contraseña nueva. Sirve una sola vez, hasta el {expires}.',
});
