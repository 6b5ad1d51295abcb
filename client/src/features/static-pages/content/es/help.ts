import type { StaticContent } from '../../types';

/** `/help` in Spanish (the English is `../help.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Centro de ayuda',
  intro: 'Respuestas para lo más común. ¿No encuentra lo que busca? Escríbanos y una persona le contesta.',
  sections: [
    {
      heading: 'Para empezar',
      blocks: [
        { ordered: true, list: ['Cree una cuenta. Recibe 50 créditos de trueque.', 'Elija una membresía. Las de asistencia y de emergencia son gratis después de verificarse.', 'Publique un anuncio con algo que puede dar o que necesita.', 'Escriba a otros miembros, acuerden las condiciones y terminen el intercambio.'] },
        { links: [{ to: '/auth/register', label: 'Crear una cuenta' }, { to: '/membership', label: 'Las membresías' }] },
      ],
    },
    {
      heading: 'Créditos',
      blocks: [
        'Los créditos son la moneda de intercambio de BarterAid. Un crédito se muestra como un dólar para comparar precios fácilmente, pero los créditos no se cambian por dinero. En su panel ve su saldo, lo que ganó y gastó este mes y sus últimos movimientos.',
        { links: [{ to: '/dashboard', label: 'Ir a mi panel' }, { to: '/pricing-guide', label: 'Guía de precios' }] },
      ],
    },
    {
      heading: 'Líneas de crédito',
      blocks: [
        'Su línea de crédito permite que su saldo baje de cero, hasta la línea, para que reciba ahora lo que necesita y devuelva después. Disponible = saldo + línea de crédito − créditos guardados para intercambios. Su línea crece 5 créditos por cada miembro nuevo que le paga (hasta 50), y un administrador puede abrir una línea de ayuda por tiempo limitado después de un desastre. Estar bajo cero no cuesta nada: es una deuda con la comunidad que se paga intercambiando. Si su línea se reduce por debajo de lo que debe, no se le quita nada; podrá gastar de nuevo cuando entren créditos.',
        { links: [{ to: '/dashboard', label: 'Ver mi línea de crédito' }, { to: '/statement', label: 'Cambios de la línea en mi extracto' }, { to: '/faq', label: 'Preguntas sobre la línea de crédito' }] },
      ],
    },
    {
      heading: 'Intercambios y mensajes',
      blocks: [
        'Un intercambio pasa de pendiente (propuesto) a aceptado (créditos guardados) y a terminado (créditos pagados). Puede seguir cada paso en Mensajes.',
        { links: [{ to: '/messaging-guide', label: 'Guía de mensajes' }, { to: '/disputes', label: 'Cuando un intercambio sale mal' }] },
      ],
    },
    {
      heading: 'Verificación',
      blocks: [
        'La verificación confirma quién es usted y le da acceso a las membresías gratis. Suba los documentos de su categoría. La revisión tarda de 3 a 5 días hábiles.',
        { links: [{ to: '/verification', label: 'Sobre la verificación' }, { to: '/verification-forms', label: 'Empezar la verificación' }] },
      ],
    },
    {
      heading: 'Su cuenta',
      blocks: [
        { list: ['¿Olvidó su contraseña? Use “¿Olvidó su contraseña?” en la página para iniciar sesión.', 'Cambie su foto en Subir foto, en el menú de su cuenta.', 'Para cerrar su cuenta, vaya a Configuración. Para pedir una copia de sus datos, escríbanos.'] },
        { links: [{ to: '/auth/forgot-password', label: 'Cambiar la contraseña' }, { to: '/contact', label: 'Escribir a soporte' }, { to: '/faq', label: 'Preguntas frecuentes' }] },
      ],
    },
  ],
};
