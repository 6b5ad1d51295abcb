/** What other features use of listings: their queries and the owner's active switch. */
export { listingQueries } from './queries';
export { ActiveToggle } from './active-toggle';
