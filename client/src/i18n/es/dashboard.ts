import type { Messages } from '../types';

export const dashboard: Messages['dashboard'] = {
  title: 'Mi panel',
  signedOut: 'Inicie sesión para ver su panel.',
  welcome: 'Hola otra vez, {{name}}',
  intro: 'Aquí ve sus créditos, sus intercambios y sus anuncios.',
  ownerAdmin: 'Administración',
  browse: 'Ver el mercado',
  paymentReceived: 'Recibimos su pago. Su membresía premium está activa.',
  balance: {
    title: 'Saldo de créditos',
    credits: 'créditos',
    worthBefore: 'Valen ',
    worthAfter: ' dólares (1 crédito = $1)',
    held: '{{available}} disponibles · {{held}} guardados en intercambios activos',
    earned: 'Ganados este mes',
    spent: 'Gastados este mes',
  },
  trades: {
    title: 'Intercambios activos',
    error: 'No pudimos cargar sus intercambios ahora.',
    emptyBefore: 'No tiene intercambios activos. ',
    emptyLink: 'Vea el mercado',
    emptyAfter: ' para empezar uno.',
    fallbackTitle: 'Propuesta de intercambio',
    with: 'con {{username}} · {{amount}} créditos',
  },
  messages: {
    title: 'Mensajes',
    new: 'nuevos',
    open: 'Abrir mensajes',
  },
  activity: {
    title: 'Movimientos recientes',
    statement: 'Ver el estado de cuenta',
    error: 'No pudimos cargar sus movimientos ahora.',
    empty: 'Todavía no hay movimientos.',
  },
  listings: {
    title: 'Mis anuncios',
    post: 'Publicar anuncio',
    error: 'No pudimos cargar sus anuncios ahora.',
    empty: 'Todavía no ha publicado anuncios.',
    credits: '{{amount}} créditos',
  },
  verification: {
    verified: 'Miembro verificado',
    pending: 'Verificación en revisión',
    rejected: 'Verificación no aprobada: envíela otra vez',
    none: 'Sin verificar: verifíquese para las membresías gratis',
  },
};
