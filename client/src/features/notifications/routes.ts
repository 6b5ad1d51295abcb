import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/notifications', page: lazy(() => import('./notifications-page')), access: 'protected' }];
