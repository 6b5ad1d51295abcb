import type { StaticContent } from '../../types';

/** `/messaging-guide` in Spanish (the English is `../messaging-guide.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Guía de mensajes',
  intro: 'Cómo hablar con otros miembros sobre un intercambio, ponerse de acuerdo y cerrar el trato.',
  sections: [
    {
      heading: 'Dónde están las conversaciones',
      blocks: [
        'Cada conversación es parte de un intercambio. Cuando escribe a un miembro desde un anuncio, se crea una propuesta y el chat se abre en Mensajes. Sus conversaciones se agrupan por intercambio. Ve cuántos mensajes no ha leído y el último mensaje.',
        { links: [{ to: '/messages', label: 'Abrir Mensajes' }, { to: '/marketplace', label: 'Buscar algo para intercambiar' }] },
      ],
    },
    {
      heading: 'Para empezar bien',
      blocks: [
        {
          list: [
            'Diga qué ofrece o qué necesita, y cuántos créditos propone.',
            'Diga en qué zona está, en general, y cuándo puede.',
            'Pregunte por el estado, el tamaño o la experiencia antes de aceptar.',
          ],
        },
      ],
    },
    {
      heading: 'Acciones del intercambio en el chat',
      blocks: [
        {
          list: [
            'Aceptar: quien recibió la propuesta dice que sí. Los créditos quedan guardados.',
            'Marcar como terminado: cualquiera de los dos confirma que el intercambio se hizo, y los créditos se pagan.',
            'Marcar como urgente: la otra persona ve esta conversación primero.',
            'Programar: propone un día, una hora y un lugar para verse.',
          ],
        },
      ],
    },
    {
      heading: 'Avisos',
      blocks: [
        'La campana de arriba muestra los mensajes nuevos y los cambios de sus intercambios en cuanto pasan. Ábrala para ver los avisos recientes o marcarlos todos como leídos. También ve un aviso corto en la pantalla cuando llega un mensaje.',
      ],
    },
    {
      heading: 'Buenos modales',
      blocks: [
        {
          list: [
            'Conteste en menos de un día, aunque sea para decir "no, gracias".',
            'Hable solo del intercambio: sin presionar, sin insultos, sin ofrecer otras cosas.',
            'Comparta solo los datos personales necesarios para verse.',
            'Si una conversación le hace sentir incómodo, deje de contestar y repórtela.',
          ],
        },
        { links: [{ to: '/guidelines', label: 'Normas de la comunidad' }, { to: '/report', label: 'Reportar una conversación' }] },
      ],
    },
  ],
};
