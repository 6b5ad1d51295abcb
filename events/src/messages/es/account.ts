import { translate } from '../catalogue';
import { accountMessages } from '../account';

export const accountMessagesEs = translate(accountMessages, {
  profileSaved: 'Guardamos su perfil.',
  missingCurrentPassword: 'Escriba su contraseña actual.',
  wrongCurrentPassword: 'Su contraseña actual no es correcta.',
  passwordChanged: 'Cambiamos su contraseña. Cerramos su sesión en todos sus otros aparatos.',
  missingNewEmail: 'Escriba su nuevo correo electrónico.',
  sameEmail: 'Ese ya es el correo de su cuenta.',
  emailChangeRequested: 'Falta un paso: abra el enlace que enviamos a {email} para confirmarlo. Mientras tanto, siga entrando con su correo actual.',
  emailChanged: 'Su correo ahora es {email}. Desde ahora, entre con ese correo.',
  incompleteEmailChangeLink: 'Este enlace de confirmación está incompleto.',
  invalidEmailChangeLink: 'Este enlace de confirmación no sirve: ya se usó o venció. Pida el cambio otra vez en Configuración.',
  missingClosePassword: 'Escriba su contraseña para cerrar su cuenta.',
  wrongPassword: 'Su contraseña no es correcta.',
  openTradesBlockClosing: 'Antes de cerrar su cuenta, termine o cancele sus intercambios abiertos.',
  accountClosed: 'Su cuenta está cerrada. Ya nadie puede leer sus datos personales.',
  languageSaved: 'Guardamos el idioma.',
  avatarNotYours: 'Primero suba su imagen: su foto de perfil debe ser una imagen que usted subió.',
  avatarUpdated: 'Foto actualizada: su nueva foto ya está en su perfil.',
  unsubscribeLinkInvalid: 'Este enlace para dejar de recibir correos no sirve. Puede elegir qué correos recibe en su configuración.',
  invalidEmailConfirmationLink: 'Este enlace de confirmación no es válido, ya se usó o venció. Entre a su cuenta para recibir uno nuevo.',
  emailAlreadyConfirmed: 'Su correo ya está confirmado.',
  emailConfirmationSent: 'Enviamos un nuevo enlace de confirmación a {email}.',
  emailConfirmed: 'Gracias: {email} está confirmado.',
  unsubscribed: 'Ya no recibirá estos correos: {label}. Puede volver a activarlos en su configuración cuando quiera.',
});
