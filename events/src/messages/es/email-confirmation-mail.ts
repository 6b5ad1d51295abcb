import { translate } from '../catalogue';
import { emailConfirmationMail } from '../email-confirmation-mail';

export const emailConfirmationMailEs = translate(emailConfirmationMail, {
  subject: 'Confirme su correo para BarterAid',
  welcome: 'Bienvenido a BarterAid. Confirme que {email} es su correo, para que podamos escribirle sobre sus intercambios.',
  link: 'El enlace de abajo sirve una sola vez, hasta el {expires}. Puede pedir otro, o corregir la dirección, desde cualquier página con su sesión iniciada.',
  label: 'Confirmar mi correo',
});
