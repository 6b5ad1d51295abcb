import { translate } from '../catalogue';
import { blocksMessages } from '../blocks';

export const blocksMessagesEs = translate(blocksMessages, {
  yourself: 'No puede bloquearse a sí mismo.',
  proposalRefused: 'No puede proponer un intercambio en este anuncio.',
  messageRefused: 'No se puede entregar este mensaje.',
  youBlockedProposal: 'Usted bloqueó a esta persona. Desbloquéela en Configuración para hacer intercambios.',
  youBlockedMessage: 'Usted bloqueó a esta persona. Desbloquéela en Configuración para escribirle.',
  blocked: 'Usted bloqueó a {username}. Ya no puede escribirle, proponerle intercambios ni ver sus anuncios. No se le avisa.',
  unblocked: 'Usted desbloqueó a {username}.',
});
