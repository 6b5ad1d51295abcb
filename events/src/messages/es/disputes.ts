import { translate } from '../catalogue';
import { disputesMessages } from '../disputes';

export const disputesMessagesEs = translate(disputesMessages, {
  notFound: 'No encontramos el reclamo.',
  alreadyOpen: 'Este intercambio ya tiene un reclamo.',
  alreadyDecided: 'Este reclamo ya se decidió.',
  splitTotal: 'Para repartir, ponga dos cantidades mayores que cero que sumen {amount} créditos.',
  evidenceNotYours: 'Las pruebas deben ser archivos que usted subió para este reclamo.',
  settling: 'Los créditos de este intercambio todavía se están pagando. Intente de nuevo en un momento.',
  reasonTooShort: 'Describa el problema con al menos {min} caracteres.',
  reasonTooLong: 'El motivo puede tener {max} caracteres como máximo.',
  tooManyFiles: 'Puede adjuntar {max} archivos como máximo.',
  messageEmpty: 'El mensaje no puede estar vacío.',
  messageTooLong: 'El mensaje puede tener {max} caracteres como máximo.',
});
