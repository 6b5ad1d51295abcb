import { translate } from '../catalogue';
import { needsMessages } from '../needs';

export const needsMessagesEs = translate(needsMessages, {
  needStatuses: 'Una necesidad puede estar abierta, cubierta en parte o cubierta.',
  offerStatuses: 'Una oferta puede estar disponible o tomada.',
  closedCannotRenew: 'Este anuncio está cerrado. Márquelo abierto otra vez para que vuelva al mercado.',
  pausedCannotRenew: 'Este anuncio está desactivado. Actívelo otra vez para que vuelva al mercado.',
  tradeNotOfListing: 'Ese intercambio no es de este anuncio.',
  tradeNotCompleted: 'Ese intercambio todavía no está completado.',
  statusChanged: 'Estado guardado: su anuncio ya lo muestra.',
  statusMet: 'Necesidad cubierta: sale del mercado. Gracias por avisarnos.',
  statusPartlyMet: 'Cubierta en parte: su necesidad sigue en el mercado por lo que aún falta.',
  statusTaken: 'Oferta tomada: sale del mercado.',
  renewed: 'Anuncio renovado: sigue en el mercado hasta el {date}.',
  statusRequired: 'El estado debe ser uno de: open, partly_met, met (una necesidad); available, taken (una oferta).',
  tradeIdFormat: 'tradeId debe ser el id de un intercambio.',
  matchTextNeeded: 'Escriba un título o una descripción para buscar coincidencias.',
  matchListingOrText: 'Indique el id de un anuncio o las palabras de un borrador, no ambos.',
});
