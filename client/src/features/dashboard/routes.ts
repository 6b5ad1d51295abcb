import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/dashboard', page: lazy(() => import('./dashboard-page')), access: 'protected' }];
