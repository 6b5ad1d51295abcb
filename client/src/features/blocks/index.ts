/** What other features use of blocking: the block button for profiles and conversations, and the list of blocked members for settings. */
export { BlockButton } from './block-button';
export { BlockedMembers } from './blocked-members';
export { blockQueries } from './queries';
