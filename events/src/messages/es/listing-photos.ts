import { translate } from '../catalogue';
import { listingPhotosMessages } from '../listing-photos';

export const listingPhotosMessagesEs = translate(listingPhotosMessages, {
  tooMany: 'Un anuncio puede mostrar como máximo {max} fotos.',
  notYours: 'Las fotos deben ser fotos de anuncio que usted subió.',
  repeated: 'La misma foto está dos veces en la lista.',
  altTooLong: 'La descripción de una foto puede tener como máximo {max} caracteres.',
  deleted: 'Anuncio eliminado: el anuncio y sus fotos ya no existen.',
});
