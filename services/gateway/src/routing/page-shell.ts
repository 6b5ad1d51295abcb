import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { log } from '@barteraid/infra';
import { escapeRegExp } from '@barteraid/events';
import { routePreloadsSchema, type PreloadedFile, type RoutePreloads } from '@barteraid/events/contracts/route-preloads';
import { SESSION_COOKIE } from '../sessions/session';
import { prerenderedPages, readerLanguage } from './prerendered-pages';

interface Page {
  pattern: RegExp;
  files: PreloadedFile[];
}

/** `/listings/:id` as a pattern of whole paths; a trailing slash is the same page, as in the router. */
function patternOf(routePath: string): RegExp {
  const source = routePath
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('/');
  return new RegExp(`^${source}/?$`, 'i');
}

function readPreloads(clientDir: string): RoutePreloads {
  const file = path.join(clientDir, 'route-preloads.json');
  if (!fs.existsSync(file)) return { routes: [], signedIn: [] };
  let parsed;
  try {
    parsed = routePreloadsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    parsed = { success: false as const, error };
  }
  if (parsed.success) return parsed.data;
  // Preloads only make pages faster: a build without a readable list still serves every page.
  log.warn('route-preloads.json is not readable: pages are served without preloads', { error: String(parsed.error) });
  return { routes: [], signedIn: [] };
}

/** The helpline as the pages show it, and its dialable link (`telHref` in the client). */
const helplineForms = (phone: string) => [phone, `tel:${phone.replace(/[^0-9+]/g, '')}`];

/**
 * Writes the configured helpline where the build wrote the default one, and names it in the head
 * (`<meta name="barteraid-helpline">`), which the app's first render shows until the server's
 * settings arrive: the prerendered text and the app's first render say the same number.
 */
function withHelpline(html: string, built: string | undefined, configured: string): string {
  let text = html;
  if (built && built !== configured) {
    const [fromText, fromLink] = helplineForms(built) as [string, string];
    const [toText, toLink] = helplineForms(configured) as [string, string];
    text = text.replaceAll(fromLink, toLink).replaceAll(fromText, toText);
  }
  const escaped = configured.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return text.replace('</title>', `</title><meta name="barteraid-helpline" content="${escaped}">`);
}

/**
 * The page shell (the built index.html) for a client route, naming in its head the scripts that
 * route will ask for once the main script has run (`<link rel="modulepreload">`, from the build's
 * route-preloads.json). A phone on a slow connection then fetches them beside the main script:
 * the page chunk no longer waits for the main script to download and run. Texts in one language
 * are announced in the reader's language; the signed-in parts only with a session cookie. A public
 * page prerendered at build is sent as that page's HTML in the reader's language
 * (`prerendered-pages.ts`), its text there before the script.
 */
export function pageShell(clientDir: string, options: { helplinePhone: string }): (req: Request) => string {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const prerendered = prerenderedPages(clientDir);
  const preloads = readPreloads(clientDir);
  // A path's own page before one with a parameter that also matches it (`/listings/new` before
  // `/listings/:id`), as the router ranks them.
  const params = (routePath: string) => routePath.split('/').filter((part) => part.startsWith(':')).length;
  const pages: Page[] = [...preloads.routes]
    .sort((one, other) => params(one.path) - params(other.path))
    .map((route) => ({ pattern: patternOf(route.path), files: route.files }));
  const shells = new Map<string, string>();

  return (req) => {
    const index = pages.findIndex((candidate) => candidate.pattern.test(req.path));
    const page = pages[index];
    const prerenderedPage = prerendered.pageFor(req);
    const language = prerenderedPage?.language ?? readerLanguage(req);
    const signedIn = req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;
    const key = `${index}:${language}:${signedIn}:${prerenderedPage?.file ?? ''}`;
    let shell = shells.get(key);
    if (shell === undefined) {
      const hrefs = new Set(
        [...(page?.files ?? []), ...(signedIn ? preloads.signedIn : [])]
          .filter((file) => !file.language || file.language === language)
          .map((file) => file.href),
      );
      const links = [...hrefs].map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`).join('');
      shell = withHelpline(prerenderedPage?.html ?? html, prerendered.helplinePhone, options.helplinePhone).replace('</head>', `${links}</head>`);
      shells.set(key, shell);
    }
    return shell;
  };
}
