import fs from 'node:fs';
import path from 'node:path';
import type { Request } from 'express';
import { log } from '@barteraid/infra';
import { memberLanguages, type MemberLanguage } from '@barteraid/events/language';
import { LANGUAGE_COOKIE } from '@barteraid/events/contracts/language-cookie';
import { prerenderedPagesSchema, type PrerenderedPages } from '@barteraid/events/contracts/prerendered-pages';

const isLanguage = (value: unknown): value is MemberLanguage => (memberLanguages as readonly unknown[]).includes(value);

/** The value of one cookie of the request (no parser needed for one plain name). */
function cookie(req: Request, name: string): string | undefined {
  for (const part of req.headers.cookie?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language a page is sent in: the one chosen on this device (the client keeps it in the
 * `barteraid.language` cookie beside localStorage), else the best the browser's Accept-Language
 * asks for, else English. The client starts in the page's language, so its first render repeats
 * the page; a signed-in member's saved language follows once the session is known (the client
 * then writes the cookie, and the next page comes in it).
 */
export function readerLanguage(req: Request): MemberLanguage {
  const chosen = cookie(req, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const accepted = req.acceptsLanguages(...memberLanguages);
  return isLanguage(accepted) ? accepted : memberLanguages[0];
}

function readManifest(clientDir: string): PrerenderedPages {
  const file = path.join(clientDir, 'prerendered.json');
  if (!fs.existsSync(file)) return { helplinePhone: '', pages: [] };
  try {
    return prerenderedPagesSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    // Prerendered pages only make the first paint sooner: without them every page still works.
    log.warn('prerendered.json is not readable: pages are served without their prerendered text', { error: String(error) });
    return { helplinePhone: '', pages: [] };
  }
}

/** `/emergency/` is `/emergency`, as in the router. */
const normalized = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/**
 * The prerendered HTML for a request, or null when the path has none (the plain shell then).
 * Only a path with no query: an address with one (`/marketplace?q=water`) would first render
 * differently in the browser than the page rendered at build. In the reader's language when the
 * build rendered it, else in English.
 */
export interface PrerenderedPageFinder {
  /** The helpline number the build wrote into the pages (none without a build's list). */
  helplinePhone: string | undefined;
  pageFor(req: Request): { html: string; language: MemberLanguage; file: string } | null;
}

export function prerenderedPages(clientDir: string): PrerenderedPageFinder {
  const manifest = readManifest(clientDir);
  const byPath = new Map(manifest.pages.map((page) => [page.path, page.files]));
  const read = new Map<string, string>();
  const html = (file: string) => {
    let text = read.get(file);
    if (text === undefined) {
      text = fs.readFileSync(path.join(clientDir, file), 'utf8');
      read.set(file, text);
    }
    return text;
  };
  const pageFor: PrerenderedPageFinder['pageFor'] = (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (req.originalUrl.includes('?')) return null;
    const files = byPath.get(normalized(req.path));
    if (!files) return null;
    const wanted = readerLanguage(req);
    const language = files[wanted] ? wanted : memberLanguages.find((each) => files[each]);
    const file = language && files[language];
    return language && file ? { html: html(file), language, file } : null;
  };
  return { helplinePhone: manifest.helplinePhone || undefined, pageFor };
}
