import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  { path: '/auth/login', page: lazy(() => import('./login-page')) },
  { path: '/auth/register', page: lazy(() => import('./register-page')) },
  { path: '/auth/forgot-password', page: lazy(() => import('./forgot-password-page')) },
  { path: '/auth/reset-password', page: lazy(() => import('./reset-password-page')) },
  { path: '/auth/sign-in-link', page: lazy(() => import('./sign-in-link-page')) },
];
