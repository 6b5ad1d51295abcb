import { seedDemoInvitations, seedDemoListings, seedDemoTrades, seedDemoVerifications, type FeatureSeed } from '@barteraid/command-api';

/** Demo data of each feature, run after the demo members exist. Features add theirs here. */
export const featureSeeds: FeatureSeed[] = [seedDemoListings, seedDemoTrades, seedDemoInvitations, seedDemoVerifications];
