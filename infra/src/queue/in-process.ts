import { errorFields, log, withLogContext } from '../log';
import { jobFailures, queueDepthSources, type QueueDepth } from '../metrics/registry';
import { openJob, withQueuingContext } from './job-context';
import { defaultRetryPolicy, retryDelay, type AddJobOptions, type JobHandler, type JobQueue, type ProcessOptions, type RetryPolicy } from './port';

interface Job {
  id: string;
  data: unknown;
  attempt: number;
}

interface Lane {
  waiting: Job[];
  /** Ids waiting, running or scheduled for a retry: adding one of them again does nothing. */
  known: Set<string>;
  running: Set<Promise<void>>;
  retries: Set<ReturnType<typeof setTimeout>>;
  handler: JobHandler<unknown> | null;
  concurrency: number;
}

/** Jobs in memory for the one-process start without Redis; a restart forgets them (the settlement sweep re-adds). */
export class InProcessJobQueue implements JobQueue {
  readonly name = 'in-process';
  private readonly lanes = new Map<string, Lane>();
  private closed = false;

  constructor(private readonly policy: RetryPolicy = defaultRetryPolicy) {
    queueDepthSources.add(this.depth);
  }

  /** Waiting (retries scheduled count as delayed) and running jobs of each lane, for /metrics. */
  private readonly depth = async (): Promise<QueueDepth[]> =>
    [...this.lanes].flatMap(([queue, lane]) => [
      { queue, state: 'waiting' as const, jobs: lane.waiting.length },
      { queue, state: 'delayed' as const, jobs: lane.retries.size },
      { queue, state: 'active' as const, jobs: lane.running.size },
    ]);

  private lane(queue: string): Lane {
    let lane = this.lanes.get(queue);
    if (!lane) {
      lane = { waiting: [], known: new Set(), running: new Set(), retries: new Set(), handler: null, concurrency: 1 };
      this.lanes.set(queue, lane);
    }
    return lane;
  }

  async add<T>(queue: string, data: T, options: AddJobOptions): Promise<void> {
    if (this.closed) throw new Error('queue closed');
    const lane = this.lane(queue);
    if (lane.known.has(options.jobId)) return;
    lane.known.add(options.jobId);
    // Kept as BullMQ keeps it, with the queueing work's request ids, so both run a job alike.
    lane.waiting.push({ id: options.jobId, data: withQueuingContext(data), attempt: 1 });
    this.pump(queue, lane);
  }

  async addAll<T>(queue: string, jobs: readonly { data: T; jobId: string }[]): Promise<void> {
    for (const job of jobs) await this.add(queue, job.data, { jobId: job.jobId });
  }

  async process<T>(queue: string, handler: JobHandler<T>, options: ProcessOptions = {}): Promise<void> {
    const lane = this.lane(queue);
    lane.handler = handler as JobHandler<unknown>;
    lane.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pump(queue, lane);
  }

  private pump(queue: string, lane: Lane): void {
    while (!this.closed && lane.handler && lane.running.size < lane.concurrency && lane.waiting.length > 0) {
      const job = lane.waiting.shift()!;
      const run = this.run(queue, lane, lane.handler, job).finally(() => {
        lane.running.delete(run);
        this.pump(queue, lane);
      });
      lane.running.add(run);
    }
  }

  private run(queue: string, lane: Lane, handler: JobHandler<unknown>, job: Job): Promise<void> {
    const { data, context } = openJob(job.data, queue, job.id);
    return withLogContext(context, () => this.runOpened(queue, lane, handler, job, data));
  }

  private async runOpened(queue: string, lane: Lane, handler: JobHandler<unknown>, job: Job, data: unknown): Promise<void> {
    try {
      await handler(data, { id: job.id, attempt: job.attempt });
      lane.known.delete(job.id);
      log.debug('job done', { attempt: job.attempt });
    } catch (error) {
      jobFailures.inc({ queue });
      if (this.closed || job.attempt >= this.policy.attempts) {
        log.error('job failed for good', { queue, jobId: job.id, attempt: job.attempt, ...errorFields(error) });
        lane.known.delete(job.id);
        return;
      }
      log.warn('job failed; retrying', { queue, jobId: job.id, attempt: job.attempt, ...errorFields(error) });
      const timer = setTimeout(() => {
        lane.retries.delete(timer);
        lane.waiting.push({ ...job, attempt: job.attempt + 1 });
        this.pump(queue, lane);
      }, retryDelay(this.policy, job.attempt));
      lane.retries.add(timer);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    queueDepthSources.delete(this.depth);
    for (const lane of this.lanes.values()) {
      lane.retries.forEach(clearTimeout);
      lane.retries.clear();
    }
    await Promise.all([...this.lanes.values()].flatMap((lane) => [...lane.running]));
  }
}
