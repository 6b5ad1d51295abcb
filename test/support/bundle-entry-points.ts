import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { entriesDir, entryPoints, repositoryRoot } from './entry-points';

interface PackageJson {
  name: string;
  workspaces?: string[];
  exports?: Record<string, string>;
}
const packageJson = (dir: string) => JSON.parse(readFileSync(path.join(repositoryRoot, dir, 'package.json'), 'utf8')) as PackageJson;

/**
 * The workspace packages whose modules are their TypeScript sources (`"./*": "./src/*.ts"`), which
 * Node cannot load: each name points at its `src/`, so they are bundled. Everything else imported
 * by a package name stays an import that Node resolves at run time from `dist/entries/`, which
 * finds the repository's node_modules as the sources do (`packages: 'external'`; esbuild applies
 * aliases before it, which is what keeps the workspace packages in).
 */
function workspaceSources(): Record<string, string> {
  const workspaces = packageJson('.').workspaces ?? [];
  return Object.fromEntries(
    workspaces.map((dir) => [dir, packageJson(dir)] as const).filter(([, pkg]) => pkg.exports?.['./*'] === './src/*.ts').map(([dir, pkg]) => [pkg.name, `./${dir}/src`]),
  );
}

/**
 * A module that locates a file beside itself (`import.meta.url`: the embedded database's worker
 * thread, the ZIP code table through createRequire, the client's build) still means its source
 * file's place, not the bundle's: each use becomes that source file's URL, relative to the bundle,
 * so the bundles keep working wherever the checkout is.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.m?[jt]s$/ }, async (args) => {
      const text = await fs.readFile(args.path, 'utf8');
      const loader = /\.m?ts$/.test(args.path) ? 'ts' : 'js';
      if (!text.includes('import.meta.url')) return { contents: text, loader };
      const fromBundle = path.relative(entriesDir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader };
    });
  },
};

/** Writes a file so that a process reading it at the same moment (another run's test) sees the old or the new whole. */
async function replaceFile(file: string, contents: Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, contents);
  await fs.rename(temporary, file);
}

/**
 * Bundles every entry point of `entry-points.ts` into `dist/entries/<name>.mjs`. Code they share
 * and the modules a program imports only when asked (the EventStoreDB adapter, whose client library
 * would otherwise load at every start) go to chunks beside them. Chunks are named by their content
 * and written before the entries that import them, and files of an older build are removed last,
 * so bundling while another run's processes start does not break them. No source maps: Node reads
 * them only with --enable-source-maps, and each chunk marks which source file each part comes from.
 */
export async function bundleEntryPoints(): Promise<void> {
  const result = await build({
    absWorkingDir: repositoryRoot,
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([source, name]) => [name, path.join(repositoryRoot, source)])),
    outdir: entriesDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    alias: workspaceSources(),
    plugins: [sourceLocations],
    write: false,
    logLevel: 'warning',
  });
  await fs.mkdir(entriesDir, { recursive: true });
  const entryFiles = new Set(Object.values(entryPoints).map((name) => path.join(entriesDir, `${name}.mjs`)));
  const chunksFirst = [...result.outputFiles].sort((a, b) => Number(entryFiles.has(a.path)) - Number(entryFiles.has(b.path)));
  for (const file of chunksFirst) await replaceFile(file.path, file.contents);
  const written = new Set(result.outputFiles.map((file) => path.basename(file.path)));
  const older = (await fs.readdir(entriesDir)).filter((name) => !written.has(name) && !name.endsWith('.tmp'));
  await Promise.all(older.map((name) => fs.rm(path.join(entriesDir, name), { force: true })));
}
