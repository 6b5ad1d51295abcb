/** What other features use of listings: their queries, the owner's active switch, and a listing's status, time and renewal. */
export { listingQueries } from './queries';
export { ActiveToggle } from './active-toggle';
export { EndsText, endsSoon, RenewButton, StatusBadge, StatusSelect } from './listing-status';
