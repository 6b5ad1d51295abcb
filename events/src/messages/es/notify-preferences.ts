import { translate } from '../catalogue';
import { notifyPreferencesMessages } from '../notify-preferences';

export const notifyPreferencesMessagesEs = translate(notifyPreferencesMessages, {
  unknownTimeZone: 'Elija una de las zonas horarias de la lista.',
  smsKind: 'Solo enviamos mensajes de texto sobre intercambios y disputas, que necesitan su respuesta.',
  timeZoneSaved: 'Guardamos su zona horaria.',
  choicesSaved: 'Guardamos sus preferencias de notificación.',
});
