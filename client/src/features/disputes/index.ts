import { lazy } from 'react';

/**
 * What other features use of disputes: on a trade, the "Open a dispute" button and the line that
 * says it is disputed; the queries; and the admin dashboard's Disputes tab.
 */
export { DisputeNotice, OpenDisputeButton } from './trade-dispute';
export { disputePath } from './paths';
export { disputeQueries } from './queries';

/** The admin dashboard's Disputes tab, loaded when it is first shown (members never download it). */
export const DisputesTab = lazy(() => import('./disputes-tab').then((module) => ({ default: module.DisputesTab })));
