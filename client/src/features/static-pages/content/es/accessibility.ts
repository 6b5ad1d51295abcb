import type { StaticContent } from '../../types';

/** `/accessibility` in Spanish (the English is `../accessibility.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Accesibilidad',
  intro: 'BarterAid debe funcionar para todos, también para quien usa lector de pantalla, teclado, lupa o un teléfono viejo.',
  sections: [
    { heading: 'Nuestra meta', blocks: ['Queremos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA, en todo el sitio.'] },
    { heading: 'Lo que hacemos', blocks: [{ list: ['Todo se puede hacer con el teclado, y se ve dónde está el foco.', 'Los formularios tienen etiquetas y dicen claro qué salió mal.', 'El texto tiene buen contraste, y las páginas se acomodan a pantallas chicas y al 200 % de zoom.', 'Los lectores de pantalla leen los avisos. Pulse F8 para ir a ellos.', 'Las páginas son livianas para cargar con internet lento, y las páginas de ayuda principales funcionan sin internet.'] }] },
    { heading: 'Lo que todavía falla', blocks: ['Algunas fotos que suben los miembros pueden no tener descripción. Pedimos a los miembros que describan sus cosas en el texto del anuncio.'] },
    { heading: 'Avísenos de un problema', blocks: ['Si algo es difícil de usar, díganos qué quería hacer y qué aparato o tecnología de apoyo usa. Le contestamos en menos de 5 días hábiles.', { links: [{ to: '/contact', label: 'Contáctenos' }] }, { helpline: 'O llame a nuestra línea, abierta las 24 horas:' }] },
  ],
};
