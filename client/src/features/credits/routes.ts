import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/statement', page: lazy(() => import('./statement-page')), access: 'protected' }];
