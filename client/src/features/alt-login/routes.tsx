import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';
import type { VariantName } from './variants';

const variantPage = (variant: VariantName) =>
  lazy(() => import('./alt-login-page').then(({ AltLoginPage }) => ({ default: () => <AltLoginPage variant={variant} /> })));

const formPages: VariantName[] = [
  'test-login',
  'simple-login',
  'quick-login',
  'direct-access',
  'login-now',
  'working-login',
  'working-owner-login',
  'instant-login',
  'mobile-login',
  'secure-login',
];

/** All of these become the 404 page when the server turns alternate sign-in pages off. */
export const routes: AppRoute[] = [
  ...formPages.map((variant): AppRoute => ({ path: `/${variant}`, page: variantPage(variant), access: 'alt-login' })),
  { path: '/emergency-login', page: lazy(() => import('./emergency-login-page')), access: 'alt-login' },
  { path: '/auth-test', page: lazy(() => import('./auth-test-page')), access: 'alt-login' },
  { path: '/working-dashboard', page: lazy(() => import('./working-dashboard-page')), access: 'alt-login' },
];
