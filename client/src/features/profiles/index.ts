/** What other features use of profiles and references: the link to a profile, the queries and the reference form for a trade. */
export { profilePath } from './profile-path';
export { profileQueries } from './queries';
export { LeaveReference } from './leave-reference';
