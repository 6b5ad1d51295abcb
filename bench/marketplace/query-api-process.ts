import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The query API on the benchmark database in a process of its own (`query-server.ts`), so the load
 * generator does not share its event loop; resolves with its port once it listens. `nodeOptions`
 * are added to its command line (a CPU profile, say).
 */
export async function startQueryApi(url: string, nodeOptions: string[] = []): Promise<{ port: number; child: ChildProcess; stop: () => void }> {
  const child = fork(path.join(here, 'query-server.ts'), [], {
    execArgv: ['--import', 'tsx', ...nodeOptions],
    env: { ...process.env, BENCH_DATABASE_URL: url },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`query API exited with ${code}`)));
  });
  return { port, child, stop: () => child.disconnect() };
}
