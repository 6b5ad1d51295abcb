import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';
import type { ContentLoaders } from './types';

/** Each content page is its own small chunk per language (`content/es/` holds the Spanish). */
const contentPage = (loaders: ContentLoaders) => lazy(() => import('./static-page').then((module) => module.loadContentPage(loaders)));

/** `/disputes` is the disputes feature's page: this help text plus the member's own disputes. */
export const routes: AppRoute[] = [
  { path: '/messaging-guide', page: contentPage({ en: () => import('./content/messaging-guide'), es: () => import('./content/es/messaging-guide') }) },
  { path: '/safety', page: contentPage({ en: () => import('./content/safety'), es: () => import('./content/es/safety') }) },
  { path: '/emergency', page: contentPage({ en: () => import('./content/emergency'), es: () => import('./content/es/emergency') }) },
  { path: '/guidelines', page: contentPage({ en: () => import('./content/guidelines'), es: () => import('./content/es/guidelines') }) },
  { path: '/help', page: contentPage({ en: () => import('./content/help'), es: () => import('./content/es/help') }) },
  { path: '/verification', page: contentPage({ en: () => import('./content/verification'), es: () => import('./content/es/verification') }) },
  { path: '/terms', page: contentPage({ en: () => import('./content/terms'), es: () => import('./content/es/terms') }) },
  { path: '/privacy', page: contentPage({ en: () => import('./content/privacy'), es: () => import('./content/es/privacy') }) },
  { path: '/cookies', page: contentPage({ en: () => import('./content/cookies'), es: () => import('./content/es/cookies') }) },
  { path: '/accessibility', page: contentPage({ en: () => import('./content/accessibility'), es: () => import('./content/es/accessibility') }) },
  { path: '/data-protection', page: contentPage({ en: () => import('./content/data-protection'), es: () => import('./content/es/data-protection') }) },
];
