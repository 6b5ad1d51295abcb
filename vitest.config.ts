import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['events/src/**/*.test.ts', 'infra/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'client/**'],
    // Browser tests on a busy 2-core machine can take a while; a hang still fails.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    env: { LOG_LEVEL: 'warn' },
  },
});
