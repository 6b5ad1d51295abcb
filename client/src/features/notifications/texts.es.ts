import type { Messages } from '../../i18n/types';

export const notifications: Messages['notifications'] = {
  bell: 'Avisos',
  bellUnread: 'Avisos, {{count}} sin leer',
  title: 'Avisos',
  markAllRead: 'Marcar todo como leído',
  live: 'Avisos en vivo activos',
  connecting: 'Conectando...',
  loadError: 'No pudimos cargar los avisos ahora.',
  empty: 'Todavía no hay avisos',
  unread: '(sin leer)',
  viewAll: 'Ver todos los mensajes',
  seeAll: 'Todos los avisos',
  page: {
    title: 'Avisos',
    intro: 'Todo lo que le avisamos, lo más nuevo primero. Abra uno para ir a donde lleva.',
    list: 'Sus avisos',
    loading: 'Cargando avisos…',
    showing: 'Avisos mostrados: {{count}}',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando…',
  },
};
