import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  { path: '/admin', page: lazy(() => import('./admin-page')), access: 'protected' },
  { path: '/admin/members/:id', page: lazy(() => import('./member-page')), access: 'protected' },
];
