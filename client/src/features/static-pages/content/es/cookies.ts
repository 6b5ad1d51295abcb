import type { StaticContent } from '../../types';

/** `/cookies` in Spanish (the English is `../cookies.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Política de cookies',
  intro: 'BarterAid usa pocas cookies: para que siga con la sesión iniciada y seguro, y para recordar su idioma. No usamos cookies de publicidad ni de rastreo.',
  updated: 'noviembre de 2026',
  sections: [
    { heading: 'Las cookies que usamos', blocks: [{ list: ['Cookie de sesión: mantiene su sesión iniciada. Se borra cuando cierra la sesión, o a los 30 días si eligió “Recordarme”.', 'Cookie de seguridad: protege su cuenta de pedidos falsos hechos desde otros sitios web.', 'Cookie de idioma: recuerda el idioma que eligió, para que cada página le llegue en él. Dura un año.'] }] },
    { heading: 'Lo que se guarda en su teléfono o computadora', blocks: ['La aplicación también guarda una copia de sus páginas y el número de la línea de ayuda en su aparato, para que la información de emergencia funcione sin internet. También recuerda si cerró el aviso para instalarla. Nada de esto se comparte con nadie.'] },
    { heading: 'Lo que puede elegir', blocks: ['Estas cookies son necesarias: BarterAid no funciona sin ellas. Puede borrarlas cuando quiera en la configuración de su navegador. Al borrarlas se cierra su sesión.'] },
  ],
};
