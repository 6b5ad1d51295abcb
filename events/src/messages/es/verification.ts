import { translate } from '../catalogue';
import { verificationMessages } from '../verification';

export const verificationMessagesEs = translate(verificationMessages, {
  alreadyPending: 'Verificación pendiente: su verificación ya está en revisión. La revisión tarda de 3 a 5 días hábiles.',
  alreadyApproved: 'Ya verificado: su verificación ya se aprobó.',
  nothingToDecide: 'No hay verificación pendiente: este miembro no tiene ninguna verificación esperando revisión.',
  alreadyDecided: 'Ya decidida: el estado de esta verificación ya es «{status}».',
  uploadMissing: 'Falta un archivo: {name} no se subió. Elija el archivo otra vez.',
  submitted: 'Verificación enviada: revisaremos sus documentos en 3 a 5 días hábiles.',
  approved: 'La verificación del usuario se aprobó.',
  rejected: 'La verificación del usuario se rechazó.',
});
