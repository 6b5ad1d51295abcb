import { translate } from '../catalogue';
import { alertNotices } from '../alerts-notices';

export const alertNoticesEs = translate(alertNotices, {
  matchedOffer: 'Nueva oferta para su alerta',
  matchedNeed: 'Nueva necesidad para su alerta',
  matchedUrgentNeed: 'Necesidad urgente para su alerta',
  matchedText: '“{title}” coincide con una de sus alertas guardadas.',
  matchedUrgentText: 'Necesidad urgente: “{title}” coincide con una de sus alertas guardadas.',
  urgentNeed: 'Necesidad urgente cerca de usted',
  urgentNeedText: 'Se acaba de publicar “{title}” cerca de usted. Pidió recibir avisos de necesidades urgentes cercanas.',
  digestDailySubject: 'Nuevos anuncios para sus alertas de hoy',
  digestWeeklySubject: 'Nuevos anuncios para sus alertas de esta semana',
  digestIntro: '{count} anuncios nuevos coinciden con sus alertas:',
  digestItem: '{title} ({type}): {url}',
  offer: 'oferta',
  need: 'necesidad',
  stopAlert: 'Detener esta alerta: {url}',
  openMarketplace: 'Abrir el mercado',
  digestFooter: 'Cada alerta de arriba tiene su propio enlace para detenerla. Administre todas sus alertas en Configuración.',
});
