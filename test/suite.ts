import { checks, finish, run, runCheck, type Outcome } from './checks';

/**
 * `npm test`: the checks (test/checks.ts) and the three Vitest projects at once. The browser
 * tests drive the built client, so the tests start when the build has passed; lint and the
 * typechecks go on beside them at a lower priority, taking the cores the tests leave while they
 * wait on PostgreSQL, Redis and the browser, so they slow no test down. Exit 1 if anything failed.
 */
const outcomes: Promise<Outcome>[] = checks.filter((check) => check !== 'build').map((check) => runCheck(check, { yielding: true }));
const built = await runCheck('build');
const tests = built.code === 0 ? await run('vitest run', 'npx', ['vitest', 'run'], { whole: false }) : { name: 'vitest run (not started: the build failed)', code: 1, seconds: 0 };
finish([built, ...(await Promise.all(outcomes)), tests]);
