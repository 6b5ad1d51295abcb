export { MemberKeys, shredMemberKey, type MemberKey } from './member-keys';
export { SealingEventStore, openPersonalData } from './sealing-store';
