export { createCommandApi } from './app';
export type { CommandApiDeps, ProjectionWatermark } from './deps';
export { registerMember } from './members/register';
export { grantAdminByEmail } from './members/grant-admin';
export { execute, loadStream, toNewEvent, toDomainEvent, type CommandContext } from './command-handling';
export { seedDemoData, type SeedResult, type FeatureSeed } from './seed/seed';
export { readListing, type ListingFacts } from './listings/read-listing';
export { seedDemoListings } from './listings/demo-listings';
