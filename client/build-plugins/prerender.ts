import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build, type Plugin } from 'vite';
import type { PrerenderedPages } from '@barteraid/events/contracts/prerendered-pages';
import type { PrerenderedPage } from '../src/app/prerender';

const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** The entry rendered in Node: the app at a memory router's address, every lazy part awaited. */
const ENTRY = 'src/app/prerender.tsx';
/** Where the page shell's `#root` is: one line of client/index.html, replaced by the page. */
const ROOT = /<div id="root">.*<\/div>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
/** The one stylesheet the shell links. */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/;

/**
 * Without the script the pages still read (they are prerendered); what needs it is said here, in
 * the page's language, with where to find help.
 */
const noscript: Record<Language, (phone: string) => string> = {
  en: (phone) =>
    `You can read BarterAid without JavaScript; signing in, trading and messages need it. In an emergency call your local emergency number (911), or the BarterAid helpline at any hour: <a class="font-semibold underline" href="tel:${phone.replace(/[^0-9+]/g, '')}">${phone}</a>. <a class="font-semibold underline" href="/emergency">Emergency help</a> · <a class="font-semibold underline" href="/safety">Safety tips</a>`,
  es: (phone) =>
    `Puede leer BarterAid sin JavaScript; para iniciar sesión, intercambiar y enviar mensajes lo necesita. En una emergencia llame a su número local de emergencias (911), o a la línea de ayuda de BarterAid a cualquier hora: <a class="font-semibold underline" href="tel:${phone.replace(/[^0-9+]/g, '')}">${phone}</a>. <a class="font-semibold underline" href="/emergency">Ayuda en emergencias</a> · <a class="font-semibold underline" href="/safety">Consejos de seguridad</a>`,
};

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** `/` is `index`, `/emergency` is `emergency`. */
export const fileNameOf = (page: string) => `${page === '/' ? 'index' : page.slice(1).replaceAll('/', '--')}.html`;

/**
 * The built shell with the page in it, in its language, and the stylesheet inside it: on a weak
 * signal fetching the stylesheet would cost a round trip after the HTML, and its bytes would share
 * the connection with the main script, while the text cannot show before it.
 */
function pageHtml(shell: string, language: Language, page: PrerenderedPage, phone: string, css: string): string {
  return shell
    .replace(STYLESHEET, () => `<style>${css}</style>`)
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>.*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(ROOT, () => `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${page.markup}</div>`)
    .replace(NOSCRIPT, () => `<noscript><div class="bg-amber-100 px-4 py-2 text-sm text-amber-950"><p class="mx-auto max-w-6xl py-1">${noscript[language](phone)}</p></div></noscript>`);
}

/** Renders one language in a worker: each language gets fresh modules (a lazy page keeps the language it first loaded in). */
interface Rendered {
  pages: PrerenderedPage[];
  helplinePhone: string;
}

function renderIn(entry: string, language: Language): Promise<Rendered> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    // A browser as a first visit meets it: online, its language the page's, nothing saved.
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: true, language: workerData.language, languages: [workerData.language] }, configurable: true });
    import(workerData.entry).then(async (module) => ({ pages: await module.renderPages(workerData.language), helplinePhone: module.RENDERED_HELPLINE })).then(
      (rendered) => parentPort.postMessage(rendered),
      (error) => parentPort.postMessage({ error: String(error && error.stack || error) }),
    );`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { entry: pathToFileURL(entry).href, language } });
    worker.once('message', (message: Partial<Rendered> & { error?: string }) => {
      void worker.terminate();
      if (message.pages && message.helplinePhone) resolve({ pages: message.pages, helplinePhone: message.helplinePhone });
      else reject(new Error(`prerendering in ${language} failed: ${message.error}`));
    });
    worker.once('error', reject);
  });
}

/**
 * After the client is built, renders the public pages (`PRERENDERED_PATHS`) in every language and
 * writes each as the built shell with the page's markup in `#root` (`prerendered/<language>/*.html`,
 * listed in `prerendered.json`): the gateway sends the one for the path and the reader's language,
 * so the text is on screen before the script arrives; the script then hydrates it.
 */
export function prerenderedPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'barteraid-prerendered-pages',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const serverDir = path.join(root, 'node_modules/.prerender');
      await build({
        configFile: path.join(root, 'vite.config.ts'),
        root,
        logLevel: 'warn',
        mode: 'production',
        // Workspace packages are TypeScript: bundled; the rest comes from node_modules, one React for all.
        ssr: { noExternal: [/^@barteraid\//] },
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: false },
      });
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const stylesheet = STYLESHEET.exec(shell)?.[1];
      if (!ROOT.test(shell) || !NOSCRIPT.test(shell) || !stylesheet) this.error('client/index.html has no one-line <div id="root">, no <noscript> or no stylesheet to prerender with');
      const css = await readFile(path.join(outDir, stylesheet), 'utf8');
      if (css.includes('</style') || /url\(\s*['"]?\.{1,2}\//.test(css)) this.error('the stylesheet cannot be inlined as it is (a </style> or a relative url() in it)');
      const entry = path.join(serverDir, 'prerender.js');
      const manifest: PrerenderedPages = { helplinePhone: '', pages: [] };
      const byPath = new Map<string, PrerenderedPages['pages'][number]>();
      for (const language of LANGUAGES) {
        const { pages, helplinePhone } = await renderIn(entry, language);
        manifest.helplinePhone = helplinePhone;
        await mkdir(path.join(outDir, 'prerendered', language), { recursive: true });
        for (const page of pages) {
          const file = `prerendered/${language}/${fileNameOf(page.path)}`;
          await writeFile(path.join(outDir, file), pageHtml(shell, language, page, helplinePhone, css));
          const known = byPath.get(page.path) ?? { path: page.path, files: {} };
          known.files[language] = file;
          byPath.set(page.path, known);
        }
      }
      manifest.pages = [...byPath.values()];
      await writeFile(path.join(outDir, 'prerendered.json'), JSON.stringify(manifest, null, 1));
      await rm(serverDir, { recursive: true, force: true });
    },
  };
}
