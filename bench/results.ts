import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsFolder = join(dirname(fileURLToPath(import.meta.url)), 'results');

/**
 * Writes one benchmark's figures to bench/results/<name>.json (kept out of git), with when it ran and
 * the machine's load average then, so a figure can always be read next to how busy the machine was.
 */
export async function writeResult(name: string, results: unknown): Promise<void> {
  await mkdir(resultsFolder, { recursive: true });
  const file = join(resultsFolder, `${name}.json`);
  const record = { benchmark: name, ranAt: new Date().toISOString(), loadAverage: loadavg().map((load) => Number(load.toFixed(2))), results };
  await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Figures written to bench/results/${name}.json`);
}
