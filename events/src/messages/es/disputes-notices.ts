import { translate } from '../catalogue';
import { disputeNotices } from '../disputes-notices';

export const disputeNoticesEs = translate(disputeNotices, {
  opened: 'Se abrió un reclamo',
  openedText: '{name} abrió un reclamo sobre el intercambio por “{listing}”.',
  openedHeldText: '{name} abrió un reclamo sobre el intercambio por “{listing}”. Los créditos guardados se quedan donde están hasta que un administrador decida.',
  openedOwnText: 'Recibimos su reclamo sobre el intercambio por “{listing}”. Un administrador lo va a revisar.',
  message: 'Mensaje en un reclamo',
  messageText: '{name} escribió en el reclamo sobre “{listing}”.',
  messageByAdminText: 'Un administrador escribió en el reclamo sobre “{listing}”.',
  decided: 'Reclamo decidido',
  decidedPaidToYou: 'Un administrador decidió el reclamo sobre “{listing}”: se le pagaron {amount} créditos.',
  decidedNothingPaidToYou: 'Un administrador decidió el reclamo sobre “{listing}”: no se le pagó nada; los créditos volvieron al miembro que pagó.',
  decidedCameBack: 'Un administrador decidió el reclamo sobre “{listing}”: le volvieron {amount} créditos.',
  decidedNothingCameBack: 'Un administrador decidió el reclamo sobre “{listing}”: no le volvió nada; los créditos se pagaron al otro miembro.',
});
