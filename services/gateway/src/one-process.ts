import { loadConfig, log, errorFields } from '@barteraid/infra';
import { demoInvitationCodes } from '@barteraid/command-api';
import { DataDirInUseError } from '@barteraid/infra/data-dir-lock';
import { startOneProcess } from './compose';

/** `npm start`: the whole product in one process on embedded defaults. */
const config = loadConfig();
try {
  const app = await startOneProcess(config);
  const lines = [
    '',
    `  BarterAid is running at ${app.url}`,
    `  Data: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/pg (embedded)`}` +
      `, bus: ${app.bus.name}, event store: ${app.store.name}`,
  ];
  if (app.seeded) {
    lines.push('', '  Demo logins:');
    for (const login of app.seeded.logins) lines.push(`    ${login.role.padEnd(14)} ${login.email.padEnd(26)} ${login.password}`);
    lines.push('', `  Demo invitation codes (60-day guest trial, each works once): ${demoInvitationCodes.join(', ')}`);
  }
  console.log(`${lines.join('\n')}\n`);
  const shutdown = (signal: string) => {
    log.info('shutting down', { signal });
    app.close().then(
      () => process.exit(0),
      (error) => {
        log.error('shutdown failed', errorFields(error));
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  // Another process has the embedded data directory open: say so plainly, not as a stack trace.
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  log.error('failed to start', errorFields(error));
  process.exit(1);
}
