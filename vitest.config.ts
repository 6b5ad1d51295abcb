import { defineConfig } from 'vitest/config';
import BrowserFirst from './test/support/sequencer';

/**
 * Three projects, a pyramid: `unit` runs without a database or a browser (its setup points both at
 * addresses that do not exist, so a test that reaches for one fails there instead of slowing the
 * project down), `api` against the real PostgreSQL and Redis, `browser` in Chromium. A test beside
 * the code that needs the database is named `*.db.test.ts`.
 */
const beside = ['events/src/**/*.test.ts', 'infra/src/**/*.test.ts', 'services/*/src/**/*.test.ts'];
const databaseBacked = ['**/*.db.test.ts'];
// The EventStoreDB contract suite needs a server; it joins the run only where one is named.
const withoutServer = process.env.EVENTSTORE_URL ? [] : ['infra/src/event-store/eventstoredb.db.test.ts'];

// Members are signed up and in by the hundred: a cheaper scrypt there (see infra/src/passwords.ts).
const databaseBackedEnv = { LOG_LEVEL: 'warn', BARTERAID_TEST_SCRYPT_COST: '10' };

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'client/**'],
    // Browser tests on a busy 2-core machine can take a while; a hang still fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits on a page, a socket or a reactor; Vitest's own 1 s default fails a passing
    // check whenever the machine is busy. A check that never comes true still fails, after 15 s.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // Three files at a time on two cores: a browser file leaves a core idle a third of the time
    // while its pages load and its polls wait.
    maxWorkers: 3,
    sequence: { sequencer: BrowserFirst },
    // Test files share their worker's modules instead of importing the whole product again each
    // (seconds of CPU per file, most of a small file's time). A file starts and stops what it runs
    // (its app, its browser, its servers) and puts back any environment variable it sets.
    isolate: false,
    env: { LOG_LEVEL: 'warn' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [...beside, 'test/unit/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'client/**', ...databaseBacked],
          env: {
            LOG_LEVEL: 'warn',
            TEST_DATABASE_SERVER_URL: 'postgres://postgres@unit-tests-have-no-database.invalid:5432/postgres',
            TEST_REDIS_URL: 'redis://unit-tests-have-no-redis.invalid:6379',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          env: databaseBackedEnv,
          include: [...databaseBacked, 'test/{api,crash,deployment,realtime}/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'client/**', ...withoutServer],
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          env: databaseBackedEnv,
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
