/** What other features use of membership: a tier's display name, the member's membership (`membershipQueries.status`) and the outcome of a card payment (dashboard). */
export { tierName } from './tiers';
export { PaymentOutcome } from './payment-outcome';
export { membershipQueries } from './queries';
