import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The programs tests start as processes of their own, by source file, and the name each one's
 * bundle gets. `test/support/global-setup.ts` bundles them once per run into `dist/entries/`
 * (`bundle-entry-points.ts`), and a test starts `node dist/entries/<name>.mjs`: plain JavaScript
 * that Node loads in a tenth of the CPU that `node --import tsx <source>` spends on its loader.
 */
export const entryPoints = {
  'services/command-api/src/main.ts': 'command-api',
  'services/query-api/src/main.ts': 'query-api',
  'services/projector/src/main.ts': 'projector',
  'services/command-api/src/settlement/main.ts': 'settlement',
  'services/gateway/src/main.ts': 'gateway',
  'services/projector/src/cli.ts': 'projector-cli',
  'services/command-api/src/members/grant-admin-cli.ts': 'grant-admin-cli',
  'test/crash/crash-child.ts': 'crash-child',
  'test/crash/alerts-child.ts': 'alerts-child',
  'test/crash/push-child.ts': 'push-child',
  'test/crash/sms-child.ts': 'sms-child',
} as const;

export type EntryPoint = keyof typeof entryPoints;

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the bundles are written: ignored by git, rebuilt by every run of the database-backed projects. */
export const entriesDir = path.join(repositoryRoot, 'dist/entries');

/** The bundle of a source entry point, to run with `node` (no loader). */
export const builtEntry = (source: EntryPoint): string => path.join(entriesDir, `${entryPoints[source]}.mjs`);
