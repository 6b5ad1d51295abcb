import { translate } from '../catalogue';
import { supportMessages } from '../support';

export const supportMessagesEs = translate(supportMessages, {
  alreadyReceived: 'Ya recibimos esta solicitud.',
  contactReceived: 'Gracias, {name}. Recibimos su mensaje y le responderemos a {email}. Su número de referencia es {reference}.',
  reportReceived: 'Gracias por su reporte. Nuestro equipo lo va a revisar. Su número de referencia es {reference}. Si alguien está en peligro, llame primero al 911.',
});
