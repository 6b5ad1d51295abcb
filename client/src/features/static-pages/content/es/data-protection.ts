import type { StaticContent } from '../../types';

/** `/data-protection` in Spanish (the English is `../data-protection.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Protección de datos',
  intro: 'Cómo protegemos los datos que nos confía, y cómo puede usar sus derechos.',
  sections: [
    { heading: 'Medidas de seguridad', blocks: [{ list: ['Todo lo que se envía va cifrado (HTTPS).', 'Las contraseñas se guardan cifradas de una forma que no se puede deshacer. Nunca las vemos.', 'Solo revisores capacitados pueden abrir los documentos de verificación, y cada vez queda registrado.', 'Limitamos los intentos de inicio de sesión para que nadie adivine contraseñas.', 'Cada movimiento de créditos queda en un historial que no se borra y se puede revisar.'] }] },
    {
      heading: 'Cerrar su cuenta',
      blocks: [
        'Puede cerrar su cuenta usted mismo en Configuración, con su contraseña. Sus anuncios se quitan, su sesión se cierra en todos lados, y donde aparecía su nombre ahora dice “Antiguo miembro”.',
        'Su nombre, nombre de usuario, correo, teléfono, ubicación, datos de verificación, y lo que escribe a nuestro equipo con su sesión iniciada (el formulario de contacto, los reportes y las solicitudes de membresía), se guardan cerrados con una llave que es solo suya, guardada aparte. Al cerrar su cuenta, esa llave se destruye: desde ese momento nadie puede leer esos datos, ni otros miembros, ni nuestro equipo, ni una copia de nuestros registros. Su foto y sus documentos se borran. Su correo y su nombre de usuario quedan libres para usarse otra vez.',
        'Lo que se queda: los créditos que ganó y gastó, porque el saldo de los demás miembros depende de que las cuentas cuadren (aparecen como de un antiguo miembro), y lo que publicó para todos: el texto de sus anuncios y sus mensajes en conversaciones con otros miembros.',
        'Un mensaje enviado con el formulario de contacto sin iniciar sesión no pertenece a ninguna cuenta: se guarda tal como se envió, para poder contestarlo. Si quiere que lo quitemos, pídalo con el formulario de contacto.',
        'Los registros hechos antes de esta protección (cuentas abiertas antes de noviembre de 2026) guardan los datos tal como se escribieron. En ese caso, escríbanos con el formulario de contacto y quitamos lo que la ley nos permita.',
        { links: [{ to: '/settings', label: 'Ir a Configuración' }] },
      ],
    },
    { heading: 'Sus derechos', blocks: [{ list: ['Acceso: recibir una copia de sus datos.', 'Corrección: arreglar lo que esté mal.', 'Borrado: cerrar su cuenta en Configuración. Ya nadie podrá leer sus datos personales.', 'Portabilidad: recibir sus datos en un formato que otra computadora pueda leer.', 'Oposición: pedirnos que dejemos de usarlos para algo.'] }, 'Envíe su pedido con el formulario de contacto, con el asunto “Pedido de datos”. Confirmamos quién es usted y le contestamos en menos de 30 días.', { links: [{ to: '/contact', label: 'Pedir mis datos' }] }] },
    { heading: 'Filtraciones', blocks: ['Si una filtración afecta sus datos, se lo diremos pronto a usted y a las autoridades, con lo que pasó y lo que debe hacer.'] },
    { heading: 'Más detalles', blocks: [{ links: [{ to: '/privacy', label: 'Política de privacidad' }, { to: '/cookies', label: 'Política de cookies' }] }] },
  ],
};
