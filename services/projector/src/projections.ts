import type { Projection } from './projection';
import { membersProjection } from './members/projection';
import { creditsProjection } from './credits/projection';
import { listingsProjection } from './listings/projection';

/** Every read model the projector maintains. Add new projections here. */
export const allProjections: Projection[] = [membersProjection, creditsProjection, listingsProjection];
