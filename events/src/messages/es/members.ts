import { translate } from '../catalogue';
import { membersMessages } from '../members';

export const membersMessagesEs = translate(membersMessages, {
  notFound: 'No encontramos a este miembro.',
  noSuchMember: 'No hay ningún miembro con ese id.',
  notRegistered: 'No hay ningún miembro registrado con {email}.',
  alreadyRegistered: 'Este miembro ya está registrado.',
  emailTaken: 'Ese correo ya tiene una cuenta.',
  usernameTaken: 'Ese nombre de usuario ya está en uso. Elija otro.',
  guestTrialAtRegistration: 'Prueba de invitado: cree su cuenta con otra membresía y luego empiece su prueba con su código de invitación en la página de Membresía.',
  registered: 'Registro completo. Ya puede iniciar sesión.',
  missingField: 'Falta información: complete todos los campos obligatorios. Falta {field}.',
  usernameLength: 'El nombre de usuario debe tener de 3 a 30 caracteres.',
  usernameCharacters: 'En el nombre de usuario use solo letras, números, puntos, guiones y guiones bajos.',
  invalidEmail: 'Escriba un correo electrónico válido.',
  weakPassword: 'La contraseña debe tener al menos 8 caracteres.',
  passwordTooLong: 'La contraseña puede tener 200 caracteres como máximo.',
});
