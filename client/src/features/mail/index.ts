import { lazy } from 'react';

/** What other features use of mail: the admin dashboard's Outbox tab (loaded when it is first shown) and the settings page's email preferences. */
export const OutboxTab = lazy(() => import('./outbox-tab').then((module) => ({ default: module.OutboxTab })));
export { mailQueries } from './queries';
