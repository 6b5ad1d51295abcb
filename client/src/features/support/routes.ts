import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  { path: '/faq', page: lazy(() => import('./faq-page')) },
  { path: '/contact', page: lazy(() => import('./contact-page')) },
  { path: '/report', page: lazy(() => import('./report-page')) },
];
