import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/messages', page: lazy(() => import('./messages-page')), access: 'protected' }];
