import { demoSeeds, type FeatureSeed } from '@barteraid/command-api';

/** Demo data of each feature, run after the demo members exist; each feature registers its own in its command module. */
export const featureSeeds: FeatureSeed[] = demoSeeds;
