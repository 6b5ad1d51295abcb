import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  // How disputes work is public; signed-in members also see theirs there.
  { path: '/disputes', page: lazy(() => import('./disputes-help-page')) },
  { path: '/disputes/:tradeId', page: lazy(() => import('./dispute-page')), access: 'protected' },
];
