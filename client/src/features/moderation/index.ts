import { lazy } from 'react';

/** What other features use of moderation: the report button for listings, profiles and conversations, and the admin dashboard's Reports tab. */
export { ReportButton, type ReportTarget } from './report-button';
export { moderationQueries } from './queries';

/** The admin dashboard's Reports tab, loaded when it is first shown (members never download it). */
export const ReportsTab = lazy(() => import('./reports-tab').then((module) => ({ default: module.ReportsTab })));
