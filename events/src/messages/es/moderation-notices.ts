import { translate } from '../catalogue';
import { moderationNotices } from '../moderation-notices';

export const moderationNoticesEs = translate(moderationNotices, {
  reviewed: 'Revisamos su reporte',
  actioned:
    'Gracias por su reporte {reference}. Lo revisamos y tomamos medidas según las normas de la comunidad. Para cuidar la privacidad de todos, no damos los detalles.',
  dismissed:
    'Gracias por su reporte {reference}. Lo revisamos y no encontramos nada que vaya contra las normas de la comunidad. Si pasa algo más, repórtelo otra vez.',
});
