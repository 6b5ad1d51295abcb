import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/alerts/stop', page: lazy(() => import('./stop-page')) }];
