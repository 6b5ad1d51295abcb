import { translate } from '../catalogue';
import { needsNotices } from '../needs-notices';

export const needsNoticesEs = translate(needsNotices, {
  stillNeeded: '¿Todavía lo necesita?',
  stillNeededText: 'Su necesidad "{title}" sale del mercado el {date} UTC. Renuévela desde su panel si todavía la necesita.',
  stillAvailable: '¿Todavía disponible?',
  stillAvailableText: 'Su oferta "{title}" sale del mercado el {date} UTC. Renuévela desde su panel si todavía puede darla.',
  expired: 'Anuncio vencido',
  expiredText: 'Su anuncio "{title}" salió del mercado. Lo espera en su panel: renuévelo para que vuelva.',
});
