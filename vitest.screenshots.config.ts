import { defineConfig } from 'vitest/config';

/**
 * `npm run screenshots`: the main pages at phone and desktop widths, written to screenshots/ for a
 * person to look at. Not part of the suite: it checks nothing a browser test does not.
 */
export default defineConfig({
  test: {
    include: ['test/screenshots/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['test/support/global-setup.ts'],
    env: { LOG_LEVEL: 'warn', BARTERAID_SCREENSHOTS: '1' },
  },
});
