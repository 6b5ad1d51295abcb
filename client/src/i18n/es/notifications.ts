import type { Messages } from '../types';

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
};
