import type { StaticContent } from '../static-pages';

/** The help text of `/disputes` in Spanish (the English is `help-content.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Reclamos',
  intro: 'Cuando un intercambio no sale como acordaron, así le ayudamos a arreglarlo.',
  sections: [
    {
      heading: 'Primero, hablen',
      blocks: ['La mayoría de los problemas son malentendidos. Escriba al otro miembro, explique qué salió mal y proponga una solución: devolver parte de los créditos, cambiar la cosa o terminar el trabajo.'],
    },
    {
      heading: 'No marque el intercambio como terminado',
      blocks: ['Mientras un intercambio está aceptado pero no terminado, sus créditos siguen guardados. Al terminarlo, los créditos se pagan. Márquelo como terminado solo cuando tenga lo acordado.'],
    },
    {
      heading: 'Abrir un reclamo',
      blocks: [
        {
          ordered: true,
          list: [
            'Abra el intercambio en Mensajes y elija “Abrir un reclamo”. Puede hacerlo mientras el intercambio está aceptado, y hasta 14 días después de terminado.',
            'Cuente qué acordaron y qué pasó, con 20 letras o más.',
            'Agregue hasta 5 fotos o PDF, por ejemplo fotos de lo que recibió. Solo el otro miembro y los administradores pueden verlos.',
            'Mientras el reclamo está abierto, los créditos guardados quedan congelados: nadie puede pagarlos, devolverlos ni cancelarlos. Los dos pueden agregar detalles en la página del reclamo, y les avisamos a ambos cuando se decida.',
          ],
        },
        { links: [{ to: '/messages', label: 'Ir a mis intercambios' }] },
      ],
    },
    {
      heading: 'Cómo decidimos',
      blocks: [
        'Una persona revisa los mensajes y el historial del intercambio, y puede pedir más información a los dos. Podemos devolver los créditos guardados, pagarlos, repartirlos, o tomar medidas con la cuenta si no se cumplieron las normas. Cada movimiento de créditos queda en un historial que se puede revisar.',
        'En un intercambio terminado, los créditos que vuelven a quien pagó salen del saldo de quien cobró, hasta donde alcance. La decisión dice si una parte no se pudo cubrir.',
      ],
    },
    {
      heading: 'Apelar',
      blocks: ['Si no está de acuerdo con una decisión, escriba en los mensajes del reclamo en menos de 14 días, con lo que haya de nuevo. Otra persona lo revisará.'],
    },
  ],
};
