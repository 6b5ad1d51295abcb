import { queryOptions } from '@tanstack/react-query';
import type { PushDevices, PushKeyAnswer } from '@barteraid/events/contracts/push';

/** The server's push key and the member's devices with notifications on. */
export const pushQueries = {
  key: () => queryOptions<PushKeyAnswer>({ queryKey: ['/api/push/key'], staleTime: Infinity }),
  devices: () => queryOptions<PushDevices>({ queryKey: ['/api/push/subscriptions'] }),
};
