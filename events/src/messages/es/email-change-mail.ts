import { translate } from '../catalogue';
import { emailChangeMail } from '../email-change-mail';

export const emailChangeMailEs = translate(emailChangeMail, {
  confirmSubject: 'Confirme su nuevo correo de BarterAid',
  confirmAsked: 'Alguien (esperamos que usted) pidió usar {email} como correo de una cuenta de BarterAid.',
  confirmLink: 'Abra el enlace de abajo para confirmarlo. Sirve una sola vez, hasta el {expires}. Mientras tanto, la cuenta sigue con su correo actual.',
  confirmLabel: 'Confirmar este correo',
  noticeSubject: 'El correo de su cuenta de BarterAid va a cambiar',
  notice: 'Alguien pidió cambiar el correo de su cuenta de BarterAid a {email}. El cambio solo se hace cuando alguien abre el enlace enviado a esa dirección.',
  noticeIfNotYou: 'Si no fue usted, cambie su contraseña ahora: eso detiene el cambio y cierra la sesión en todos sus otros dispositivos.',
  noticeLabel: 'Abrir mi configuración',
  noticeFooter: 'Enviamos este aviso al correo actual de la cuenta cada vez que su correo va a cambiar.',
});
