import { BullJobQueue } from './bullmq';
import { InProcessJobQueue } from './in-process';
import type { JobQueue, RetryPolicy } from './port';

export * from './port';
export { BullJobQueue, type BullJobQueueOptions } from './bullmq';
export { InProcessJobQueue } from './in-process';

/** BullMQ when Redis is configured (split deployments need it), otherwise in this process. */
export function createJobQueue(redisUrl: string | undefined, keyPrefix = 'barteraid', policy?: RetryPolicy): JobQueue {
  return redisUrl ? new BullJobQueue({ url: redisUrl, prefix: `${keyPrefix}:queue`, policy }) : new InProcessJobQueue(policy);
}
