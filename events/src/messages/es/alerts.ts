import { translate } from '../catalogue';
import { alertsMessages } from '../alerts';

export const alertsMessagesEs = translate(alertsMessages, {
  saved: 'Su alerta está guardada. Le avisaremos cuando un anuncio coincida con ella.',
  changed: 'Su alerta está cambiada.',
  deleted: 'Su alerta está detenida.',
  stopped: 'Esta alerta está detenida. No volverá a recibir avisos de ella.',
  stopLinkInvalid: 'Este enlace para detener una alerta no es válido. Abra Configuración para administrar sus alertas.',
  notFound: 'No se encontró esa alerta. Puede que ya esté detenida.',
  tooMany: 'Ya tiene {max} alertas. Detenga una en Configuración antes de guardar otra.',
  body: 'Envíe la alerta como un objeto JSON.',
  unknownField: 'Una alerta no tiene el campo "{field}". Acepta: query, category, type, urgentOnly, radiusMiles, frequency.',
  query: 'Las palabras deben ser un texto de 200 caracteres como máximo.',
  category: 'La categoría debe ser una de: {categories}.',
  type: 'El tipo debe ser offer o need.',
  urgentOnly: 'urgentOnly debe ser true o false.',
  radius: 'El radio debe ser un número entero de millas, de 1 a 100.',
  areaNeeded: 'Indique primero su zona en Configuración: una alerta con radio cuenta las millas desde ella.',
  frequency: 'La frecuencia debe ser una de: instant, daily, weekly.',
  nothingToWatch: 'Indique qué debe buscar la alerta: palabras, una categoría, un tipo, solo urgentes o un radio.',
  helperRadius: 'La distancia debe ser un número entero de millas, de 1 a 100, o null para desactivar los avisos de ayuda.',
  helperNotVerified: 'Solo los miembros verificados pueden recibir necesidades urgentes como ayudantes. Verifíquese primero.',
  helperOn: 'Recibirá avisos de necesidades urgentes a menos de {miles} millas, 5 al día como máximo.',
  helperOff: 'Ya no recibirá avisos de necesidades urgentes como ayudante.',
});
