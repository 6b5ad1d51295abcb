import { translate } from '../catalogue';
import { limitsMessages } from '../limits';

export const limitsMessagesEs = translate(limitsMessages, {
  tooManyProposals: 'Demasiadas propuestas de intercambio: puede proponer {limit} intercambios por hora. Intente de nuevo en {minutes} min.',
  tooManyListings: 'Demasiados anuncios: puede publicar {limit} anuncios por hora. Intente de nuevo en {minutes} min.',
  tooManyReports: 'Demasiados reportes: puede enviar {limit} reportes por hora. Intente de nuevo en {minutes} min. Si alguien está en peligro inmediato, llame al 911.',
  tooManyChatMessages: 'Demasiados mensajes: puede enviar {limit} mensajes de intercambio por hora. Intente de nuevo en {minutes} min.',
  tooManyTeamMessages: 'Demasiados mensajes: puede escribir al equipo de BarterAid {limit} veces por hora. Intente de nuevo en {minutes} min.',
  tooManyDisputeMessages: 'Demasiados mensajes: puede escribir {limit} mensajes de disputa por hora. Intente de nuevo en {minutes} min.',
});
