import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['events/src/**/*.test.ts', 'infra/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'client/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    env: { LOG_LEVEL: 'warn' },
  },
});
