import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/pricing-guide', page: lazy(() => import('./pricing-guide-page')) }];
