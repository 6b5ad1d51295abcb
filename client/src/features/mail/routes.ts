import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/mail/unsubscribe', page: lazy(() => import('./unsubscribe-page')) }];
