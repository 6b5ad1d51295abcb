/** What other features use of membership: a tier's display name. */
export { tierName } from './tiers';
