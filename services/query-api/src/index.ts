export { createQueryApi } from './app';
export { queryModules } from './modules';
export type { QueryModule } from './module';
export type { QueryApiDeps } from './deps';
export { queryDbOf } from './read-models';
export { memberProfile, type MemberProfile } from './members/profile';
