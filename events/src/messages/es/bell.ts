import { translate } from '../catalogue';
import { bellMessages } from '../bell';

export const bellMessagesEs = translate(bellMessages, {
  markedRead: 'Notificaciones marcadas como leídas.',
  allMarkedRead: 'Todas las notificaciones marcadas como leídas.',
});
