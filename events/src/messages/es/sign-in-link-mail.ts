import { translate } from '../catalogue';
import { signInLinkMail } from '../sign-in-link-mail';

export const signInLinkMailEs = translate(signInLinkMail, {
  subject: 'Su enlace para entrar a BarterAid',
  asked: 'Alguien (esperamos que usted) pidió un enlace para entrar a su cuenta de BarterAid sin la contraseña.',
  link: 'Con el enlace de abajo entra una sola vez, hasta el {expires}. Si no fue usted, no haga caso a este correo y piense en cambiar su contraseña.',
  label: 'Entrar a BarterAid',
});
