import { queryOptions } from '@tanstack/react-query';
import type { MyVerification } from '@barteraid/events/contracts/verification';

export const verificationQueries = {
  /** The member's latest submission and where it stands (`GET /api/user/verification`). */
  mine: () => queryOptions<MyVerification>({ queryKey: ['/api/user/verification'] }),
};
