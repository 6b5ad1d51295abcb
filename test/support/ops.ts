import { execFile } from 'node:child_process';
import { runOps } from '../../ops/run';

export interface OpsOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Where a command runs: one database (DATABASE_URL) or one embedded data directory (DATA_DIR). */
export type OpsTarget = { DATABASE_URL: string } | { DATA_DIR: string };

/** The environment an operator's shell would give the command: the target, and no other store, Redis or data directory. */
function operatorEnv(target: OpsTarget): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target, LOG_LEVEL: 'warn' };
  for (const name of ['EVENTSTORE_URL', 'REDIS_URL', 'INIT_CWD', 'DATABASE_URL', 'DATA_DIR']) if (!(name in target)) delete env[name];
  return env;
}

/**
 * `npm run ops -- …` through the entry the command line uses (`runOps`), in this process: the
 * exit code and what it printed, line by line as a process would have written it. Starting a
 * process per verb costs seconds of CPU; `spawnedOps` checks once that the real process does the same.
 */
export async function ops(target: OpsTarget, ...args: string[]): Promise<OpsOutcome> {
  let stdout = '';
  let stderr = '';
  const code = await runOps(args, {
    env: operatorEnv(target),
    out: (text) => void (stdout += `${text}\n`),
    err: (text) => void (stderr += `${text}\n`),
  });
  return { code, stdout, stderr };
}

/**
 * `npm run ops -- …` as its own process, as an operator runs it: through tsx, as the npm script
 * does. The one process a test starts from the sources; the others start their bundles
 * (`entry-points.ts`).
 */
export function spawnedOps(target: OpsTarget, ...args: string[]): Promise<OpsOutcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'ops/cli.ts', ...args], { env: operatorEnv(target), timeout: 120_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}
