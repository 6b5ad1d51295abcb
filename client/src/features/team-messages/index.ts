import { lazy } from 'react';

/** What other features use of team messages: the pinned conversation in /messages and the admin dashboard's tab. */
export { TeamThreadPane } from './team-thread-pane';
export { TeamThreadRow } from './team-thread-row';

/** The admin dashboard's Team messages tab, loaded when it is first shown (members never download it). */
export const TeamMessagesTab = lazy(() => import('./admin-team-tab').then((module) => ({ default: module.TeamMessagesTab })));
