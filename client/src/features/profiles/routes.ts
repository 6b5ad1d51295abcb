import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  // Profiles are public, like the listings on them.
  { path: '/members/:username', page: lazy(() => import('./profile-page')) },
  { path: '/trades/:tradeId/reference', page: lazy(() => import('./reference-page')), access: 'protected' },
];
