import { translate } from '../catalogue';
import { referenceNotices } from '../references-notices';

export const referenceNoticesEs = translate(referenceNotices, {
  received: 'Referencia nueva',
  receivedText: 'Recibió una referencia por un intercambio terminado: {rating} de 5 estrellas. Ya se ve en su perfil.',
});
