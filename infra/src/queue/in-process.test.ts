import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from './in-process';

const policy = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 };
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('in-process job queue', () => {
  it('runs each job id once while it is waiting or running', async () => {
    const queue = new InProcessJobQueue(policy);
    const runs: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await queue.process<{ n: number }>('work', async (_data, job) => {
      runs.push(job.id);
      await gate;
    });
    await queue.add('work', { n: 1 }, { jobId: 'a' });
    await queue.add('work', { n: 2 }, { jobId: 'a' });
    await queue.add('work', { n: 3 }, { jobId: 'b' });
    release();
    await until(() => runs.length === 2);
    expect(runs).toEqual(['a', 'b']);
    // Done jobs are forgotten: the same id may run again later (handlers are idempotent).
    await queue.add('work', { n: 4 }, { jobId: 'a' });
    await until(() => runs.length === 3);
    await queue.close();
  });

  it('retries a failing job with its attempt number, then gives up', async () => {
    const queue = new InProcessJobQueue(policy);
    const attempts: number[] = [];
    await queue.process('flaky', async (_data, job) => {
      attempts.push(job.attempt);
      if (job.attempt < 2) throw new Error('not yet');
    });
    await queue.add('flaky', {}, { jobId: 'x' });
    await until(() => attempts.length === 2);
    const failing: number[] = [];
    await queue.process('broken', async (_data, job) => {
      failing.push(job.attempt);
      throw new Error('always');
    });
    await queue.add('broken', {}, { jobId: 'y' });
    await until(() => failing.length === 3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failing).toEqual([1, 2, 3]);
    await queue.close();
  });

  it('keeps jobs added before a worker starts, and respects concurrency', async () => {
    const queue = new InProcessJobQueue(policy);
    for (const id of ['1', '2', '3', '4']) await queue.add('batch', {}, { jobId: id });
    let running = 0;
    let peak = 0;
    let done = 0;
    await queue.process(
      'batch',
      async () => {
        peak = Math.max(peak, ++running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running--;
        done++;
      },
      { concurrency: 2 },
    );
    await until(() => done === 4);
    expect(peak).toBe(2);
    await queue.close();
  });
});
