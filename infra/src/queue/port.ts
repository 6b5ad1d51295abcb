/**
 * The job queue port: BullMQ on Redis when REDIS_URL is set, an in-process queue otherwise.
 * Delivery is at least once: handlers must be idempotent (settlement uses deterministic event ids).
 */

export interface AddJobOptions {
  /** One job per id: adding an id that is waiting or running again does nothing; a failed one is retried. */
  jobId: string;
}

export interface JobInfo {
  id: string;
  /** 1 on the first run, then 2, 3… on retries. */
  attempt: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface ProcessOptions {
  concurrency?: number;
}

export interface JobQueue {
  readonly name: string;
  add<T>(queue: string, data: T, options: AddJobOptions): Promise<void>;
  /** `add` for many jobs at once, in one round trip where the queue can (a batch of mails). */
  addAll<T>(queue: string, jobs: readonly { data: T; jobId: string }[]): Promise<void>;
  /** Starts running the queue's jobs in this process; failures are retried with growing backoff. */
  process<T>(queue: string, handler: JobHandler<T>, options?: ProcessOptions): Promise<void>;
  /** Stops taking jobs and waits for running ones. */
  close(): Promise<void>;
}

export interface RetryPolicy {
  /** Runs before a job counts as failed for good (a sweep can add it again later). */
  attempts: number;
  /** First retry delay; doubles each attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { attempts: 15, baseDelayMs: 200, maxDelayMs: 30_000 };

export function retryDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
}
