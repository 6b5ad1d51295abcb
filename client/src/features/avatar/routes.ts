import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [{ path: '/avatar-upload', page: lazy(() => import('./avatar-upload-page')) }];
