import { translate } from '../catalogue';
import { mailMessages } from '../mail';

export const mailMessagesEs = translate(mailMessages, {
  greeting: 'Hola, {firstName}:',
  greetingUnnamed: 'Hola:',
  someone: 'Un miembro',
  unsubscribe: 'Recibe este correo por su configuración de avisos de BarterAid. Para no recibir más correos como este, abra: ',
  unsubscribeLabel: 'darse de baja',
  ignore: 'Si usted no pidió esto, puede ignorar este correo.',
  openTrade: 'Abrir el intercambio',
  openDispute: 'Abrir el reclamo',
  openDashboard: 'Abrir mi panel',
  verifyAgain: 'Enviar mi verificación otra vez',
  openMembership: 'Abrir mi membresía',
  chooseMembership: 'Elegir una membresía',
  openSite: 'Abrir BarterAid',
  chooseNewPassword: 'Elegir una contraseña nueva',
  digestSubjectOne: '1 mensaje sin leer sobre {title}',
  digestSubject: '{count} mensajes sin leer sobre {title}',
  digestIntroOne: 'Tiene 1 mensaje sin leer en la conversación sobre “{title}”:',
  digestIntro: 'Tiene {count} mensajes sin leer en la conversación sobre “{title}”:',
  digestYourTrade: 'su intercambio',
  digestLine: '{name}: {content}',
  digestReply: 'Responder en la conversación',
});
