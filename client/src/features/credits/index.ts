/** What other features use of credits: the balance and history queries. */
export { creditQueries } from './queries';
