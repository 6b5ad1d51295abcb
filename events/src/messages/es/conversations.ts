import { translate } from '../catalogue';
import { conversationsMessages } from '../conversations';

export const conversationsMessagesEs = translate(conversationsMessages, {
  wrongRecipient: 'Los mensajes sobre un intercambio solo se pueden enviar a la otra persona de ese intercambio.',
  empty: 'El mensaje no puede estar vacío.',
  tooLong: 'El mensaje puede tener {max} caracteres como máximo.',
  markedRead: 'Conversación marcada como leída.',
  sentToTeam: 'Mensaje enviado al equipo de BarterAid.',
});
