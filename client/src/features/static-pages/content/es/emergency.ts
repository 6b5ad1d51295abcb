import type { StaticContent } from '../../types';

/** `/emergency` in Spanish (the English is `../emergency.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Ayuda en emergencias',
  intro: 'Qué hacer primero cuando llega una crisis, y cómo le ayuda BarterAid cuando todos estén a salvo.',
  sections: [
    {
      heading: 'Si alguien está en peligro',
      blocks: [
        { helpline: 'Llame primero al 911 si hay fuego, una emergencia médica o violencia. Si necesita ayuda urgente para encontrar comida, refugio o transporte, nuestra línea 24/7 es el' },
        'BarterAid no es un servicio de emergencia. Los miembros pueden ayudar con cosas y habilidades, pero no reemplazan a los bomberos, la policía ni las ambulancias.',
      ],
    },
    {
      heading: 'La primera hora',
      blocks: [
        {
          ordered: true,
          list: [
            'Póngase a salvo y asegúrese de que todos en su casa estén bien, también las mascotas.',
            'Llame al 911 si alguien está herido o atrapado. Siga las instrucciones de las autoridades.',
            'Si huele a gas o ve daños, y es seguro hacerlo, cierre el gas, el agua y la luz.',
            'Avise a un contacto de otra zona dónde está. Los mensajes de texto muchas veces llegan cuando las llamadas no.',
            'Anote lo que más necesita ahora: agua, medicinas, refugio, transporte, dónde cargar el teléfono.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo encontrar ayuda en BarterAid',
      blocks: [
        'Publique lo que necesita y márquelo como urgente. Lo urgente se muestra primero en el mercado. Muchos aceptan muy pocos créditos, o un pago más adelante con su trabajo.',
        'Cada miembro nuevo empieza con 50 créditos. Alcanzan para agua, una comida caliente o un viaje corto desde ya.',
        { links: [{ to: '/listings/new', label: 'Publicar una necesidad urgente' }, { to: '/marketplace', label: 'Ver ofertas' }] },
      ],
    },
    {
      heading: 'Cómo cuidarse al intercambiar en una crisis',
      blocks: [
        {
          list: [
            'Encuéntrese en lugares públicos y con buena luz, como refugios, estaciones de bomberos o centros comunitarios.',
            'Si puede, vaya acompañado. Dígale a alguien a dónde va.',
            'Nunca dé datos del banco, números de tarjeta ni contraseñas. En BarterAid se intercambia solo con créditos.',
            'Desconfíe de quien pide dinero por adelantado o le apura para decidir.',
          ],
        },
        { links: [{ to: '/safety', label: 'Leer todos los consejos de seguridad' }] },
      ],
    },
    {
      heading: 'Números útiles',
      blocks: [
        {
          list: [
            'Emergencias: 911',
            'Línea 988 de Prevención del Suicidio y Crisis: llame o escriba al 988 (atienden en español)',
            'Línea de Ayuda para Desastres: 1-800-985-5990 (oprima 2 para español)',
            'Control de envenenamientos: 1-800-222-1222',
            'Servicios locales (comida, vivienda, luz y agua): marque 211',
          ],
        },
      ],
    },
    {
      heading: 'Esta página funciona sin conexión',
      blocks: [
        'Después de abrir BarterAid una vez en este aparato, esta página y los consejos de seguridad se pueden ver sin internet. Instale la aplicación desde el menú del navegador para tenerlos siempre a mano.',
      ],
    },
  ],
};
