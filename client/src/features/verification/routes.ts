import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/verification-forms', page: lazy(() => import('./verification-forms-page')) }];
