import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PhaseReport, StandInAnswer, StandInRequest } from './protocol';

/** The stand-in's process, and its requests answered in turn. */
export async function startStandIn(publicKey: string) {
  const child: ChildProcess = fork(fileURLToPath(new URL('./stand-in.ts', import.meta.url)), [publicKey], { execArgv: ['--import', 'tsx'] });
  const waiting: ((answer: StandInAnswer) => void)[] = [];
  let reached: ((at: number) => void) | null = null;
  child.on('message', (answer: StandInAnswer) => (answer.type === 'reached' ? reached?.(answer.at) : waiting.shift()?.(answer)));
  const next = <T extends StandInAnswer['type']>(type: T) =>
    new Promise<Extract<StandInAnswer, { type: T }>>((resolve, reject) => {
      waiting.push((answer) => (answer.type === type ? resolve(answer as Extract<StandInAnswer, { type: T }>) : reject(new Error(`stand-in answered ${answer.type}`))));
    });
  const ask = <T extends StandInAnswer['type']>(request: StandInRequest, type: T) => {
    const answer = next(type);
    child.send(request);
    return answer;
  };
  const { origin } = await next('ready');
  return {
    origin,
    pid: child.pid!,
    subscribe: async (count: number) => (await ask({ type: 'subscribe', count }, 'subscriptions')).subscriptions,
    /** Starts a phase: resolves with when the `count`-th push of it arrived, or rejects after `timeoutMs`. */
    async expect(count: number, timeoutMs: number): Promise<{ all: Promise<number> }> {
      const all = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`fewer than ${count} pushes reached the stand-in within ${timeoutMs} ms`)), timeoutMs);
        reached = (at) => {
          clearTimeout(timer);
          resolve(at);
        };
      });
      await ask({ type: 'expect', count }, 'expecting');
      return { all };
    },
    report: async (): Promise<PhaseReport> => (await ask({ type: 'report' }, 'report')).report,
    stop: () => child.disconnect(),
  };
}
