import { spawn } from 'node:child_process';

/**
 * `npm test`'s first step: lint, typecheck and the client's build at the same time. Each is mostly
 * one thread, so on two cores they take the longest one's time rather than the sum. Each one's
 * output is printed whole when it ends, so the three never interleave.
 */
const checks = ['lint', 'typecheck', 'build'] as const;

function run(script: string): Promise<{ script: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(
  checks.map(async (script) => {
    const result = await run(script);
    process.stdout.write(`\n── npm run ${script}: ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`} in ${result.seconds.toFixed(0)} s\n${result.output}`);
    return result;
  }),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  process.stderr.write(`\nFailed: ${failed.join(', ')}\n`);
  process.exit(1);
}
