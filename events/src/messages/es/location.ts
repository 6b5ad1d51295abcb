import { translate } from '../catalogue';
import { locationMessages } from '../location';

export const locationMessagesEs = translate(locationMessages, {
  saved: 'Tu zona está guardada.',
  zipFormat: 'Un código postal tiene cinco dígitos, como 77002.',
  unknownZip: 'No conocemos el código postal {zip}. Revísalo o marca tu lugar en el mapa.',
  zipOrPin: 'Indica un código postal o un punto (latitud y longitud), no ambos.',
  placeNeeded: 'Indica un código postal o un punto (latitud y longitud).',
  latitude: 'La latitud debe ser un número de -90 a 90.',
  longitude: 'La longitud debe ser un número de -180 a 180.',
  precision: 'La precisión debe ser una de: neighbourhood, town, area.',
  radius: 'El radio debe ser un número entero de millas de 1 a 100.',
  positionNeeded: 'Indica dónde buscar cerca (un código postal, o latitud y longitud) para ordenar por distancia.',
  nearOrPosition: 'Busca cerca de un código postal o de una latitud y longitud, no ambos.',
});
