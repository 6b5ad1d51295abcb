import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/auth/confirm-email', page: lazy(() => import('./confirm-address-page')), access: 'public' }];
