import { lazy } from 'react';
import type { AppRoute } from '../../lib/route-types';
import { pageFor } from './static-page';
import type { StaticContent } from './types';

/** Each content page is its own small chunk. */
const contentPage = (load: () => Promise<{ content: StaticContent }>) =>
  lazy(() => load().then((module) => ({ default: pageFor(module.content) })));

/** `/disputes` is the disputes feature's page: this help text plus the member's own disputes. */
export const routes: AppRoute[] = [
  { path: '/messaging-guide', page: contentPage(() => import('./content/messaging-guide')) },
  { path: '/safety', page: contentPage(() => import('./content/safety')) },
  { path: '/emergency', page: contentPage(() => import('./content/emergency')) },
  { path: '/guidelines', page: contentPage(() => import('./content/guidelines')) },
  { path: '/help', page: contentPage(() => import('./content/help')) },
  { path: '/verification', page: contentPage(() => import('./content/verification')) },
  { path: '/terms', page: contentPage(() => import('./content/terms')) },
  { path: '/privacy', page: contentPage(() => import('./content/privacy')) },
  { path: '/cookies', page: contentPage(() => import('./content/cookies')) },
  { path: '/accessibility', page: contentPage(() => import('./content/accessibility')) },
  { path: '/data-protection', page: contentPage(() => import('./content/data-protection')) },
];
