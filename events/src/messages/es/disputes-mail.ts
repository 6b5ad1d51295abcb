import { translate } from '../catalogue';
import { disputesMail } from '../disputes-mail';

export const disputesMailEs = translate(disputesMail, {
  openedSubject: 'Se abrió un reclamo: {title}',
  opened: '{name} abrió un reclamo sobre el intercambio por “{title}”.',
  openedNext: 'Un administrador lo va a revisar. Puede contar lo que pasó desde su lado en la conversación del reclamo.',
  decidedSubject: 'Se decidió el reclamo: {title}',
  paidToYou: 'Un administrador decidió el reclamo sobre “{title}”. Se le pagaron {credits} créditos.',
  nothingPaidToYou: 'Un administrador decidió el reclamo sobre “{title}”. No se le pagó nada: los créditos volvieron al miembro que pagó.',
  cameBack: 'Un administrador decidió el reclamo sobre “{title}”. Le volvieron {credits} créditos.',
  nothingCameBack: 'Un administrador decidió el reclamo sobre “{title}”. No le volvió nada: los créditos se pagaron al otro miembro.',
  note: 'Nota del administrador: {note}',
});
