import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  { path: '/settings', page: lazy(() => import('./settings-page')), access: 'protected' },
  // Public: the link is opened wherever the new inbox is read, signed in or not.
  { path: '/settings/confirm-email', page: lazy(() => import('./confirm-email-page')) },
];
