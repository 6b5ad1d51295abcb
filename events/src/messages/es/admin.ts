import { translate } from '../catalogue';
import { adminMessages } from '../admin';

export const adminMessagesEs = translate(adminMessages, {
  adminOnly: 'Acceso denegado: no tiene permiso para entrar al panel de administración.',
  missingCreditFields: 'Falta información: complete todos los campos para otorgar créditos.',
  invalidAmount: 'Cantidad no válida: escriba un número positivo válido de créditos.',
  tooManyDecimals: 'Cantidad no válida: los créditos pueden tener como máximo 2 decimales.',
  tooLarge: 'Cantidad no válida: se pueden otorgar como máximo 1,000,000 de créditos a la vez.',
  missingMessageFields: 'Falta información: complete todos los campos para enviar el mensaje.',
  userNotFound: 'Usuario no encontrado: elija un usuario válido.',
  reasonTooLong: 'El motivo puede tener como máximo {max} caracteres.',
  subjectTooLong: 'El asunto puede tener como máximo {max} caracteres.',
  messageTooLong: 'El mensaje puede tener como máximo {max} caracteres.',
  creditsIssued: 'Se otorgaron {amount} créditos.',
  creditPolicyChanged: 'Se guardaron los valores de las líneas de crédito; la línea de cada miembro los sigue.',
  messageSent: 'El mensaje personal se envió.',
  alreadySent: 'Este mensaje ya se envió.',
  eventNotFound: 'No encontramos este evento.',
});
