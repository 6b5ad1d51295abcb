import { translate } from '../catalogue';
import { moderationMessages } from '../moderation';

export const moderationMessagesEs = translate(moderationMessages, {
  reportAlreadyFiled: 'Ya recibimos este reporte.',
  reportNotFound: 'Reporte no encontrado.',
  messageNotFound: 'No encontramos este mensaje.',
  ownListing: 'No puede reportar su propio anuncio.',
  reportYourself: 'No puede reportarse a sí mismo.',
  ownMessage: 'No puede reportar su propio mensaje.',
  alreadyDismissed: 'Este reporte ya se descartó.',
  alreadyActioned: 'Ya se tomaron medidas sobre este reporte; ya no se puede descartar.',
  actionTaken: 'Esta medida ya se tomó sobre este reporte.',
  notAListing: 'Solo una publicación reportada se puede retirar desde su reporte.',
  stillOpen: 'Ya reportó esto y nuestro equipo todavía lo está revisando. Le avisaremos cuando terminemos.',
  reportFiled: 'Gracias por su reporte. Nuestro equipo lo va a revisar y le avisaremos cuando terminemos. Su número de referencia es {reference}.',
  reportDismissed: 'Reporte descartado. Se avisó a quien reportó que se revisó.',
  listingTakenDown: 'Publicación retirada. Ya no aparece en el mercado.',
  warningSent: 'Advertencia enviada. El miembro la lee en sus notificaciones.',
  memberSuspended: 'Miembro suspendido. Se cerró su sesión, no puede iniciar sesión y sus publicaciones están ocultas.',
  suspensionLifted: 'Suspensión levantada. El miembro puede iniciar sesión otra vez y sus publicaciones volvieron.',
  suspendYourself: 'No puede suspenderse a sí mismo.',
  alreadySuspended: 'Este miembro ya está suspendido. Levante la suspensión primero para cambiarla.',
  endInPast: 'La fecha de fin debe estar en el futuro.',
  notSuspended: 'Este miembro no está suspendido.',
});
