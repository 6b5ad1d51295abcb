import { translate } from '../catalogue';
import { referencesMessages } from '../references';

export const referencesMessagesEs = translate(referencesMessages, {
  notCompleted: 'Puede dejar una referencia cuando el intercambio termine.',
  alreadyLeft: 'Ya dejó una referencia en este intercambio.',
  windowClosed: 'Las referencias se pueden dejar solo en los {days} días después de terminar el intercambio.',
  invalidRating: 'La calificación debe ser un número entero de estrellas de {min} a {max}.',
  commentTooLong: 'El comentario puede tener {max} caracteres como máximo.',
  left: 'Guardamos su referencia. Verá la de la otra persona cuando la escriba, o 14 días después de terminar el intercambio.',
  bothLeft: 'Guardamos su referencia. Ya puede ver la referencia que la otra persona dejó para usted.',
});
