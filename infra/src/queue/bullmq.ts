import { Queue, Worker, type Job, type RedisOptions as BullRedisOptions } from 'bullmq';
import { errorFields, log, withLogContext } from '../log';
import { jobFailures, queueDepthSources, type QueueDepth } from '../metrics/registry';
import { openJob, withQueuingContext } from './job-context';
import { redisOptions, type WhileDisconnected } from '../redis';
import { defaultRetryPolicy, retryDelay, type AddJobOptions, type JobHandler, type JobQueue, type ProcessOptions, type RetryPolicy } from './port';

export interface BullJobQueueOptions {
  url: string;
  /** Namespaces every queue key (REDIS_KEY_PREFIX), so deployments and test runs can share a Redis. */
  prefix: string;
  policy?: RetryPolicy;
  /** How long a running job's lock lasts; a worker that died lets its jobs run elsewhere after this. */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

/** BullMQ on Redis: jobs survive restarts, and any worker process can take them. */
export class BullJobQueue implements JobQueue {
  readonly name = 'bullmq';
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly policy: RetryPolicy;

  constructor(private readonly options: BullJobQueueOptions) {
    this.policy = options.policy ?? defaultRetryPolicy;
    queueDepthSources.add(this.depth);
  }

  /** Each queue this process uses, its jobs by state, for /metrics. */
  private readonly depth = async (): Promise<QueueDepth[]> => {
    const states = ['waiting', 'delayed', 'active', 'failed'] as const;
    const counts = await Promise.all([...this.queues].map(async ([name, queue]) => ({ name, counts: await queue.getJobCounts(...states) })));
    return counts.flatMap(({ name, counts: byState }) => states.map((state) => ({ queue: name, state, jobs: byState[state] ?? 0 })));
  };

  /**
   * Our connection behaviour (bounded connect, reconnect forever with backoff). Workers block on
   * Redis and wait through an outage; adding a job fails within the command timeout instead, and
   * the caller (the settlement reactor) retries from its checkpoint.
   */
  private connection(whileDisconnected: WhileDisconnected): BullRedisOptions {
    return { url: this.options.url, ...redisOptions({ name: 'job queue', whileDisconnected }) };
  }

  /** While Redis is down every reconnect attempt fails again: one warning a minute, the rest at debug level. */
  private lastWarnedAt = 0;
  private reportError(message: string, queue: string, error: Error) {
    const now = Date.now();
    if (now - this.lastWarnedAt < 60_000) return log.debug(message, { queue, ...errorFields(error) });
    this.lastWarnedAt = now;
    log.warn(message, { queue, ...errorFields(error) });
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection('wait-briefly'), prefix: this.options.prefix });
      queue.on('error', (error) => this.reportError('job queue error', name, error));
      this.queues.set(name, queue);
    }
    return queue;
  }

  async add<T>(name: string, data: T, options: AddJobOptions): Promise<void> {
    const queue = this.queue(name);
    const existing = await queue.getJob(options.jobId);
    if (existing && (await existing.getState()) === 'failed') {
      await existing.retry('failed');
      return;
    }
    await queue.add(name, withQueuingContext(data), { jobId: options.jobId, ...this.jobOptions() });
  }

  /**
   * Two round trips for the whole batch, where `add` takes two per job: which of the ids failed for
   * good (those are retried, as `add` does), then every other job in one bulk add, which skips an id
   * already waiting or running.
   */
  async addAll<T>(name: string, jobs: readonly { data: T; jobId: string }[]): Promise<void> {
    if (jobs.length === 0) return;
    const queue = this.queue(name);
    const client = (await queue.getBackend().client) as unknown as { zmscore(key: string, ...members: string[]): Promise<(string | null)[]> };
    const failedScores = await client.zmscore(queue.keys.failed!, ...jobs.map((job) => job.jobId));
    const failed = new Set(jobs.filter((_, index) => failedScores[index] !== null).map((job) => job.jobId));
    for (const jobId of failed) await (await queue.getJob(jobId))?.retry('failed');
    const fresh = jobs.filter((job) => !failed.has(job.jobId));
    if (fresh.length === 0) return;
    await queue.addBulk(fresh.map((job) => ({ name, data: withQueuingContext(job.data), opts: { jobId: job.jobId, ...this.jobOptions() } })));
  }

  private jobOptions() {
    return {
      attempts: this.policy.attempts,
      backoff: { type: 'custom' },
      // Completed jobs are dropped so the same id can run again if it is ever added again;
      // failed ones stay for inspection and are retried by a later add.
      removeOnComplete: true,
      removeOnFail: false,
    };
  }

  async process<T>(name: string, handler: JobHandler<T>, options: ProcessOptions = {}): Promise<void> {
    // Known to this process from now on, so /metrics shows the depth of every queue it works.
    this.queue(name);
    const worker = new Worker(
      name,
      async (job: Job) => {
        const { data, context } = openJob(job.data, name, job.id ?? '');
        const attempt = job.attemptsMade + 1;
        await withLogContext(context, async () => {
          await handler(data as T, { id: job.id ?? '', attempt });
          log.debug('job done', { attempt });
        });
      },
      {
        connection: this.connection('wait'),
        prefix: this.options.prefix,
        concurrency: options.concurrency ?? 1,
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: this.options.stalledIntervalMs ?? 30_000,
        settings: { backoffStrategy: (attemptsMade: number) => retryDelay(this.policy, attemptsMade) },
      },
    );
    worker.on('error', (error) => this.reportError('job worker error', name, error));
    worker.on('failed', (job, error) => {
      jobFailures.inc({ queue: name });
      const context = job ? openJob(job.data, name, job.id ?? '').context : { queue: name };
      withLogContext(context, () => log.warn('job failed', { attempt: job?.attemptsMade, ...errorFields(error) }));
    });
    this.workers.push(worker);
    await worker.waitUntilReady();
  }

  async close(): Promise<void> {
    queueDepthSources.delete(this.depth);
    await Promise.all(this.workers.map((worker) => worker.close()));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }

  /** Stops this process's workers at once, leaving running jobs to be taken over (tests of a crash). */
  async kill(): Promise<void> {
    queueDepthSources.delete(this.depth);
    await Promise.all(this.workers.map((worker) => worker.close(true)));
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
