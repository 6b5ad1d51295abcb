import type { StaticContent } from '../../types';

/** `/verification` in Spanish (the English is `../verification.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Verificación',
  intro: 'La verificación da confianza y abre las membresías gratis a las personas y organizaciones que más las necesitan.',
  sections: [
    {
      heading: 'Quién puede verificarse',
      blocks: [
        {
          list: [
            'Personas con tarjeta EBT: membresía de asistencia gratis.',
            'Personas con ayuda del gobierno y empleados de agencias del gobierno.',
            'Iglesias.',
            'Negocios de servicios de emergencia: membresía gratis de negocio de servicios de emergencia.',
          ],
        },
      ],
    },
    {
      heading: 'Documentos según el tipo',
      blocks: [
        { list: ['EBT: su tarjeta EBT por los dos lados, una carta de beneficios y una identificación del estado.', 'Iglesia: certificado de exención de impuestos, acta o estatutos, y la identificación del líder.', 'Gobierno: credencial, una carta oficial y la autorización de la agencia.', 'Negocio: licencia del negocio, certificado EIN y licencia profesional si la tiene.'] },
        'Los archivos pueden ser PDF, JPG, JPEG o PNG, de hasta 5 MB cada uno. Tape los números de tarjeta, menos los últimos cuatro.',
      ],
    },
    {
      heading: 'Qué pasa después',
      blocks: [
        'Su verificación queda pendiente mientras una persona la revisa. Suele tardar de 3 a 5 días hábiles. Verá el resultado en su panel. Los miembros aprobados tienen una insignia de verificado junto a su nombre.',
        { links: [{ to: '/verification-forms', label: 'Empezar la verificación' }] },
      ],
    },
    {
      heading: 'Cómo cuidamos sus documentos',
      blocks: ['Usamos sus documentos solo para verificarle. Solo los ven las personas que revisan, y los borramos 90 días después de decidir. Más detalles en protección de datos.', { links: [{ to: '/data-protection', label: 'Protección de datos' }] }],
    },
  ],
};
