import { queryOptions } from '@tanstack/react-query';
import type { BlockedMembers } from '@barteraid/events/contracts/blocks';

export const blockQueries = {
  /** The members the signed-in member blocked (`GET /api/user/blocks`). */
  mine: () => queryOptions<BlockedMembers>({ queryKey: ['/api/user/blocks'] }),
};
