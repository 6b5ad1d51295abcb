import type { CommandModule } from '../module';
import { blockRoutes } from './routes';

/** Members blocking other members: decided from each member's `blocks-<id>` stream. */
export const blocksModule: CommandModule = {
  name: 'blocks',
  routes: blockRoutes,
};
