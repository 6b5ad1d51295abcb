import type { StaticContent } from '../../types';

/** `/guidelines` in Spanish (the English is `../guidelines.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Normas de la comunidad',
  intro: 'BarterAid funciona porque los miembros se tratan con justicia. Estas reglas valen para cada anuncio, mensaje e intercambio.',
  sections: [
    {
      heading: 'Sea honesto',
      blocks: [
        { list: ['Describa bien sus cosas y lo que sabe hacer, también los defectos.', 'Use su nombre real en su cuenta y verifíquese cuando pueda.', 'Ofrezca solo lo que de verdad puede entregar.'] },
      ],
    },
    {
      heading: 'Sea justo',
      blocks: [
        'Ponga precios parecidos a los de la guía de precios. En una emergencia, cobrar mucho más de lo normal por lo esencial (agua, comida, combustible, medicinas, refugio) es abuso de precios, y lo quitamos.',
      ],
    },
    {
      heading: 'Sea respetuoso',
      blocks: [
        { list: ['Nada de acoso, odio, amenazas ni discriminación.', 'Nada de spam, cadenas ni publicidad fuera de los anuncios.', 'Respete un "no".'] },
      ],
    },
    {
      heading: 'No se permite en BarterAid',
      blocks: [
        {
          list: [
            'Armas, municiones y explosivos',
            'Medicinas con receta, drogas y alcohol',
            'Cosas robadas, falsificadas o retiradas del mercado',
            'Servicios o contenido para adultos',
            'Cambiar créditos por dinero en efectivo, o vender cuentas',
            'Los beneficios del gobierno en sí (por ejemplo, el saldo de EBT)',
          ],
        },
      ],
    },
    {
      heading: 'Qué pasa si alguien no cumple las reglas',
      blocks: [
        'Según lo grave que sea, quitamos el anuncio, le damos un aviso al miembro, le suspendemos los intercambios o cerramos la cuenta. Los créditos guardados de un intercambio en revisión quedan congelados hasta que se resuelva.',
        { links: [{ to: '/report', label: 'Reportar un problema' }, { to: '/disputes', label: 'Cómo funcionan los reclamos' }] },
      ],
    },
  ],
};
