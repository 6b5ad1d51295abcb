import { translate } from '../catalogue';
import { verificationNotices } from '../verification-notices';

export const verificationNoticesEs = translate(verificationNotices, {
  approved: 'Verificación aprobada',
  approvedText: 'Su verificación ({type}) fue aprobada. Sus anuncios ya muestran la estrella de verificado.',
  approvedNote: 'Su verificación ({type}) fue aprobada. Sus anuncios ya muestran la estrella de verificado. {reason}',
  rejected: 'Verificación rechazada',
  rejectedText: 'Su verificación ({type}) no fue aprobada. Puede corregirla y enviarla otra vez.',
  rejectedReason: 'Su verificación ({type}) no fue aprobada. Motivo: {reason} Puede corregirla y enviarla otra vez.',
});
