import type { StaticContent } from '../../types';

/** `/terms` in Spanish (the English is `../terms.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Términos del servicio',
  intro: 'El acuerdo entre usted y BarterAid cuando usa el servicio. Léalo, por favor: está escrito para entenderse.',
  updated: 'noviembre de 2026',
  sections: [
    { heading: '1. Quién puede usar BarterAid', blocks: ['Debe tener 18 años o más y poder firmar un acuerdo. Una organización debe estar representada por alguien autorizado para actuar por ella. Una cuenta por persona.'] },
    {
      heading: '2. Créditos de trueque',
      blocks: [
        'Los créditos son un registro del valor que los miembros intercambian. Se muestran como si valieran un dólar cada uno para comparar, pero no son dinero, no se cambian por efectivo y no valen nada fuera de BarterAid. Las cuentas nuevas reciben una sola vez un regalo de bienvenida de 50 créditos.',
        'Los créditos de un intercambio aceptado quedan guardados hasta que el intercambio termina o se resuelve. Podemos corregir saldos que vengan de errores o abusos.',
      ],
    },
    { heading: '3. Los intercambios son entre miembros', blocks: ['BarterAid ofrece el mercado. Cada miembro responde por lo que ofrece, su calidad y su legalidad. No revisamos las cosas ni vigilamos los servicios. Use el sentido común y siga nuestros consejos de seguridad.'] },
    { heading: '4. Membresías y pagos', blocks: ['La membresía estándar cuesta 10 dólares al mes y se renueva hasta que la cancele. Las membresías gratis dependen de la verificación y se pueden quitar si deja de cumplir las condiciones. Las pruebas de invitado duran 60 días.'] },
    { heading: '5. Lo que usted publica', blocks: ['Lo que publica es suyo. Nos da permiso para mostrarlo en BarterAid para hacer funcionar el servicio. No publique nada que no tenga derecho a compartir.'] },
    { heading: '6. Uso aceptable', blocks: ['Siga las normas de la comunidad. Podemos quitar contenido y suspender o cerrar cuentas que no cumplan estos términos o pongan en riesgo a otros.', { links: [{ to: '/guidelines', label: 'Normas de la comunidad' }] }] },
    { heading: '7. Responsabilidad', blocks: ['BarterAid se ofrece tal como es. Hasta donde lo permite la ley, no respondemos por pérdidas que vengan de intercambios entre miembros. Nada en estos términos le quita los derechos que le da la ley de protección al consumidor.'] },
    { heading: '8. Cambios y contacto', blocks: ['Le avisaremos de los cambios importantes con 30 días de anticipación, como mínimo. Si tiene preguntas sobre estos términos, use el formulario de contacto.', { links: [{ to: '/contact', label: 'Contáctenos' }] }] },
  ],
};
