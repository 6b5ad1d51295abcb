import type { StaticContent } from '../../types';

/** `/privacy` in Spanish (the English is `../privacy.ts`; keep the two in step). */
export const content: StaticContent = {
  title: 'Política de privacidad',
  intro: 'Qué datos guardamos, para qué, y qué puede elegir usted. Guardamos solo lo necesario para un mercado seguro.',
  updated: 'noviembre de 2026',
  sections: [
    { heading: 'Qué datos guardamos', blocks: [{ list: ['Datos de la cuenta: nombre, nombre de usuario, correo electrónico y, si quiere, teléfono y ciudad.', 'Actividad: anuncios, intercambios, mensajes e historial de créditos.', 'Documentos de verificación, si decide verificarse.', 'Datos técnicos: horas de inicio de sesión y direcciones IP, por seguridad.'] }] },
    { heading: 'Para qué los usamos', blocks: [{ list: ['Para hacer funcionar su cuenta, sus intercambios y sus mensajes.', 'Para cuidar a los miembros y evitar fraudes.', 'Para revisar verificaciones y reclamos.', 'Para enviarle avisos del servicio, como el cambio de contraseña.'] }] },
    { heading: 'Lo que nunca hacemos', blocks: ['No vendemos sus datos personales y no los usamos para publicidad.'] },
    { heading: 'Quién ve qué', blocks: ['Los demás miembros ven su nombre de usuario, su ciudad, su calificación, su insignia de verificado y sus anuncios. Los mensajes los ven solo los dos miembros del intercambio y las personas que revisan un reporte o un reclamo sobre él.'] },
    { heading: 'Cuánto tiempo los guardamos', blocks: ['Guardamos los datos de la cuenta mientras está abierta y 12 meses después de cerrarla, para atender reclamos y fraudes. El historial de créditos se guarda como registro que se puede revisar. Los documentos de verificación se borran 90 días después de decidir.'] },
    { heading: 'Sus derechos', blocks: ['Puede ver, corregir, descargar o borrar sus datos. Escríbanos y le contestamos en menos de 30 días.', { links: [{ to: '/data-protection', label: 'Protección de datos' }, { to: '/contact', label: 'Contáctenos' }] }] },
  ],
};
