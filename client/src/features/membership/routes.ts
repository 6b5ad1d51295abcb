import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  { path: '/membership', page: lazy(() => import('./membership-page')), access: 'protected' },
  { path: '/subscribe', page: lazy(() => import('./subscribe-page')), access: 'protected' },
];
