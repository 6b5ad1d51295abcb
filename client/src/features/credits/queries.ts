import { queryOptions } from '@tanstack/react-query';
import type { Credits } from '@barteraid/events/contracts/credits';

export const creditQueries = {
  /** Balance, holds and history (`GET /api/user/credits`). */
  mine: () => queryOptions<Credits>({ queryKey: ['/api/user/credits'] }),
};
