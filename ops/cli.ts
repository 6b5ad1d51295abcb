import { runOps } from './run';
import { processTerminal } from './terminal';

/** The operator's one entry point: npm run ops -- <verb> [options] [--json] (usage in ops/run.ts). */
process.exitCode = await runOps(process.argv.slice(2), processTerminal);
