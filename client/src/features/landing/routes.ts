import { lazy } from 'react';
import type { AppRoute } from '../../app/route-types';

export const routes: AppRoute[] = [{ path: '/', page: lazy(() => import('./landing-page')) }];
