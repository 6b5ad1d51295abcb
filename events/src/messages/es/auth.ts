import { translate } from '../catalogue';
import { authMessages } from '../auth';

export const authMessagesEs = translate(authMessages, {
  missingCredentials: 'Falta información: escriba su correo y su contraseña.',
  invalidCredentials: 'El correo o la contraseña no son correctos. Intente de nuevo.',
  accountLocked: 'Hubo demasiados intentos fallidos para esta cuenta. Intente de nuevo en {minutes} minutos, cambie su contraseña o pida un enlace para entrar por correo.',
  tooManyAttempts: 'Demasiados intentos desde esta conexión. Intente de nuevo en {minutes} minutos.',
  suspended: 'Su cuenta está suspendida. Motivo: {reason} Si cree que es un error, puede apelar con nuestro formulario de contacto en /contact.',
  suspendedUntil: 'Su cuenta está suspendida hasta el {until} UTC. Motivo: {reason} Si cree que es un error, puede apelar con nuestro formulario de contacto en /contact.',
  loggedOut: 'Sesión cerrada',
  csrf: 'Su código de seguridad falta o está vencido. Vuelva a cargar la página e intente de nuevo.',
  missingEmail: 'Falta información. Escriba su correo electrónico.',
  missingNewPassword: 'Falta información. Escriba una contraseña nueva.',
  resetLinkSent: 'Si hay una cuenta con ese correo, le enviamos un enlace para cambiar la contraseña.',
  invalidResetLink: 'Este enlace para cambiar la contraseña no sirve o ya venció. Pida uno nuevo.',
  passwordReset: 'Cambiamos su contraseña. Ya puede iniciar sesión con la contraseña nueva.',
  signInLinkSent: 'Si hay una cuenta con ese correo, le enviamos un enlace para entrar. Sirve una sola vez, durante 15 minutos.',
  invalidSignInLink: 'Este enlace para entrar no sirve, ya se usó o ya venció. Pida uno nuevo.',
  signedInByLink: 'Ya inició sesión.',
  suspendedSignInLink: 'Su cuenta está suspendida. Si cree que es un error, puede apelar con nuestro formulario de contacto en /contact.',
});
