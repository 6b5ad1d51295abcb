export { createQueryApi } from './app';
export type { QueryApiDeps } from './deps';
export { memberProfile, type MemberProfile } from './members/profile';
