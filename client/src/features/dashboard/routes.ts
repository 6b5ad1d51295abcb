import { lazy } from 'react';
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [{ path: '/dashboard', page: lazy(() => import('./dashboard-page')), access: 'protected' }];
