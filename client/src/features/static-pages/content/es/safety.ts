import type { StaticContent } from '../../types';

/** `/safety` in Spanish (the English is `../safety.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Consejos de seguridad',
  intro: 'Casi todos los intercambios salen bien. Estos hábitos ayudan a que siga así, sobre todo cuando hay mucho estrés.',
  sections: [
    {
      heading: 'Antes de intercambiar',
      blocks: [
        {
          list: [
            'Mire el perfil de la persona: la marca de verificación, su calificación y cuántos intercambios terminó.',
            'Hablen por los mensajes de BarterAid. Así queda un registro si algo sale mal.',
            'Antes de encontrarse, acuerden exactamente qué se intercambia, en qué estado y por cuántos créditos.',
            'Use la guía de precios para ver si el precio es justo para los dos.',
          ],
        },
      ],
    },
    {
      heading: 'Al encontrarse en persona',
      blocks: [
        {
          list: [
            'Encuéntrense de día en un lugar público: una biblioteca, un centro comunitario, la entrada de una estación de policía o una tienda con gente.',
            'Dígale a alguien a dónde va y a qué hora piensa volver.',
            'Para servicios en su casa (arreglos, cuidado de niños, clases), la primera vez tenga a otro adulto con usted.',
            'Confíe en lo que siente. Puede cancelar cualquier intercambio antes de terminarlo.',
          ],
        },
      ],
    },
    {
      heading: 'Cómo cuidar sus créditos y sus datos',
      blocks: [
        'Cuando se acepta un intercambio, sus créditos quedan guardados. Solo se mueven cuando el intercambio se marca como terminado. No lo marque como terminado hasta tener lo acordado.',
        {
          list: [
            'Nunca dé su contraseña, códigos de un solo uso ni datos del banco o de tarjetas.',
            'El equipo de BarterAid nunca le va a pedir su contraseña.',
            'No pague dinero ni tarjetas de regalo para “desbloquear” un intercambio. Eso siempre es una estafa.',
          ],
        },
      ],
    },
    {
      heading: 'Comida, medicinas y niños',
      blocks: [
        'Intercambie solo comida cerrada y sin vencer, y productos que se venden sin receta. Nunca intercambie medicinas con receta. Quien ofrezca cuidar niños o adultos vulnerables debe estar verificado, y usted debe pedir referencias.',
      ],
    },
    {
      heading: 'Si algo sale mal',
      blocks: [
        'Si no se siente seguro, váyase y llame al 911. Después, avísenos: revisamos los reportes todos los días, y primero los urgentes de seguridad.',
        { links: [{ to: '/report', label: 'Reportar un problema' }, { to: '/disputes', label: 'Abrir un reclamo' }, { to: '/emergency', label: 'Ayuda en emergencias' }] },
        { helpline: 'Nuestra línea 24/7:' },
      ],
    },
  ],
};
