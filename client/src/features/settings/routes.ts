import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/settings', page: lazy(() => import('./settings-page')), access: 'protected' }];
