import { translate } from '../catalogue';
import { listingsMessages } from '../listings';

export const listingsMessagesEs = translate(listingsMessages, {
  notFound: 'No encontramos este anuncio.',
  alreadyPosted: 'Este anuncio ya se publicó.',
  ownerOnly: 'Solo la persona que publicó este anuncio puede cambiarlo.',
  ownerOrAdminOnly: 'Solo la persona que publicó este anuncio o un administrador puede desactivarlo.',
  reasonRequired: 'Falta el motivo: diga por qué desactiva este anuncio.',
  takenDownByAdmin: 'Un administrador desactivó este anuncio. Para activarlo otra vez, escriba a soporte.',
  takenDownByAdminWithReason: 'Un administrador desactivó este anuncio ({reason}). Para activarlo otra vez, escriba a soporte.',
  posted: 'Anuncio publicado: su anuncio ya está en el mercado.',
  updated: 'Anuncio actualizado: guardamos sus cambios.',
  deactivated: 'Anuncio desactivado: ya no aparece en el mercado.',
  reactivated: 'Anuncio activado otra vez: ya está de nuevo en el mercado.',
  titleRequired: 'Falta el título.',
  titleTooShort: 'El título debe tener al menos 3 caracteres.',
  titleTooLong: 'El título puede tener 100 caracteres como máximo.',
  descriptionRequired: 'Falta la descripción.',
  descriptionTooShort: 'La descripción debe tener al menos 10 caracteres.',
  descriptionTooLong: 'La descripción puede tener 2000 caracteres como máximo.',
  locationRequired: 'Falta la ubicación.',
  locationTooShort: 'La ubicación debe tener al menos 3 caracteres.',
  locationTooLong: 'La ubicación puede tener 100 caracteres como máximo.',
  cityState: "Escriba la ubicación como 'Ciudad, Estado' (por ejemplo Houston, TX).",
  creditsRequired: 'Faltan los créditos.',
  creditsFormat: 'Escriba los créditos como una cantidad de 0 o más, con 2 decimales como máximo',
  creditsFormatSentence: 'Escriba los créditos como una cantidad de 0 o más, con 2 decimales como máximo.',
});
