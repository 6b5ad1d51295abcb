import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  { path: '/marketplace', page: lazy(() => import('./marketplace-page')) },
  // Posting needs a member; visitors are sent to sign in and brought back here.
  { path: '/listings/new', page: lazy(() => import('./new-listing-page')), access: 'protected' },
  { path: '/listings/:id', page: lazy(() => import('./listing-page')) },
];
