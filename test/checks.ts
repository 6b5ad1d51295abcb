import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm run checks`: lint, the two typechecks (server and client) and the client's build at the
 * same time. Each is mostly one thread, so on two cores they take about half their sum rather than
 * the sum. Each one's output is printed whole when it ends, so they never interleave.
 * `npm test` (test/suite.ts) runs them beside the tests.
 */
export const checks = ['build', 'lint', 'typecheck:server', 'typecheck:client'] as const;
export type Check = (typeof checks)[number];

export interface Outcome {
  name: string;
  code: number;
  seconds: number;
}

/** Runs a command; `whole` keeps its output until it ends and prints it in one piece. */
export function run(name: string, command: string, args: string[], { whole }: { whole: boolean }): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: whole ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const outcome = { name, code: code ?? 1, seconds: (Date.now() - started) / 1000 };
      process.stdout.write(`\n── ${name}: ${outcome.code === 0 ? 'passed' : `failed (exit ${outcome.code})`} in ${outcome.seconds.toFixed(0)} s\n${output}`);
      resolve(outcome);
    });
  });
}

/** Runs a check; `yielding` runs it at a lower priority (nice 10), so it takes only what others leave. */
export const runCheck = (check: Check, { yielding = false } = {}) =>
  yielding
    ? run(`npm run ${check}`, 'nice', ['-n', '10', 'npm', 'run', '--silent', check], { whole: true })
    : run(`npm run ${check}`, 'npm', ['run', '--silent', check], { whole: true });

/** Exits non-zero naming whatever failed. */
export function finish(outcomes: Outcome[]): void {
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.name);
  if (failed.length > 0) {
    process.stderr.write(`\nFailed: ${failed.join(', ')}\n`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) finish(await Promise.all(checks.map((check) => runCheck(check))));
