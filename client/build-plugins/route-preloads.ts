import type { Plugin, Rolldown } from 'vite';
import type { PreloadedFile, RoutePreloads } from '@barteraid/events/contracts/route-preloads';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Every feature's pages are declared in `src/features/<name>/routes.ts` (src/app/routes.ts collects them). */
const ROUTES_FILE = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes\.tsx?$/;
/** What src/app/app-layout.tsx loads for every signed-in page. */
const SIGNED_IN_MODULES = ['src/app/signed-in-actions.tsx', 'src/features/notifications/realtime-connection.tsx'];

interface DeclaredRoute {
  path: string;
  imports: { id: string; language?: 'en' | 'es' }[];
}

const PATH = /\bpath:\s*(['"])(\/[^'"]*)\1/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
const specifiers = (code: string) => [...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[2]!);

/**
 * Reads a routes file's source: each `path: '…'` starts a route, and the `import('…')`s up to the
 * next one are that route's page. Imports outside every route (a helper above them, as in
 * static-pages) serve every route of the file. A route that names a file under `es/` names its
 * English counterpart beside it; each is marked with its language.
 */
function declaredRoutes(code: string): { path: string; shared: string[]; own: string[] }[] {
  const starts = [...code.matchAll(PATH)];
  const shared = specifiers(code.slice(0, starts[0]?.index ?? code.length));
  return starts.map((start, index) => ({
    path: start[2]!,
    shared,
    own: specifiers(code.slice(start.index, starts[index + 1]?.index ?? code.length)),
  }));
}

function chunkOf(bundle: OutputBundle, moduleId: string): OutputChunk | undefined {
  return Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.includes(moduleId));
}

/** A chunk and the chunks it imports, by file name. */
function withImports(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const output = bundle[fileName];
  if (output?.type === 'chunk') for (const imported of output.imports) withImports(bundle, imported, into);
  return into;
}

/**
 * Writes `route-preloads.json` (events/src/contracts/route-preloads.ts): per page, the script
 * files it fetches after the main script, which the gateway announces in that page's HTML.
 */
export function routePreloads(): Plugin {
  const routesByFile = new Map<string, DeclaredRoute[]>();
  return {
    name: 'barteraid-route-preloads',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (!ROUTES_FILE.test(id)) return null;
      const routes: DeclaredRoute[] = [];
      const resolve = async (specifiers: string[]) =>
        (await Promise.all(specifiers.map(async (specifier) => (await this.resolve(specifier, id))?.id))).filter((moduleId): moduleId is string => Boolean(moduleId));
      const spanish = (moduleId: string) => moduleId.split(/[\\/]/).includes('es');
      for (const declared of declaredRoutes(code)) {
        // Read from the source text: a route written in a shape this reader misses fails the build
        // rather than going out with no preloads.
        if (declared.own.length + declared.shared.length === 0) {
          this.error(`${id}: the route '${declared.path}' names no page as \`import('…')\` that the route preloads can read`);
        }
        const own = await resolve(declared.own);
        const bilingual = own.some(spanish);
        routes.push({
          path: declared.path,
          imports: [
            ...(await resolve(declared.shared)).map((moduleId) => ({ id: moduleId })),
            ...own.map((moduleId) => ({ id: moduleId, ...(bilingual ? { language: spanish(moduleId) ? ('es' as const) : ('en' as const) } : {}) })),
          ],
        });
      }
      routesByFile.set(id, routes);
      return null;
    },
    generateBundle(_options, bundle) {
      // What the page's own <script> already brings is never announced again.
      const loadedFirst = new Set<string>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) withImports(bundle, output.fileName, loadedFirst);

      const filesOf = (imports: DeclaredRoute['imports']): PreloadedFile[] => {
        const files = new Map<string, PreloadedFile>();
        for (const imported of imports) {
          const chunk = chunkOf(bundle, imported.id);
          if (!chunk) this.error(`route preloads: no chunk holds ${imported.id}`);
          for (const fileName of withImports(bundle, chunk.fileName)) {
            if (loadedFirst.has(fileName)) continue;
            const href = `/${fileName}`;
            const language = fileName === chunk.fileName ? imported.language : undefined;
            // A file one language needs and every reader needs too is announced for everyone.
            const known = files.get(href);
            files.set(href, known && !known.language ? known : language ? { href, language } : { href });
          }
        }
        return [...files.values()];
      };

      const preloads: RoutePreloads = {
        routes: [...routesByFile.values()].flat().map((route) => ({ path: route.path, files: filesOf(route.imports) })),
        signedIn: filesOf(
          Object.values(bundle)
            .flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []))
            .filter((moduleId) => SIGNED_IN_MODULES.some((suffix) => moduleId.replaceAll('\\', '/').endsWith(suffix)))
            .map((id) => ({ id })),
        ),
      };
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads, null, 1) });
    },
  };
}
