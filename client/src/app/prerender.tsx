import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { showLanguage, startI18n, type Language } from '../i18n';
import { FALLBACK_CONFIG } from '../lib/config';
import { App } from './app';
import { appRouteTree } from './router';

/**
 * The pages whose text is sent in the HTML (`client/build-plugins/prerender.ts` renders each in
 * every language at build): what a visitor on a weak signal most needs to read before the script
 * has come. The marketplace is its frame (heading, search, filters); its listings come with the script.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/emergency',
  '/safety',
  '/help',
  '/faq',
  '/guidelines',
  '/messaging-guide',
  '/verification',
  '/terms',
  '/privacy',
  '/cookies',
  '/accessibility',
  '/data-protection',
  '/marketplace',
] as const;

/** The helpline number the pages are rendered with; the server writes the configured one in its place. */
export const RENDERED_HELPLINE = FALLBACK_CONFIG.helplinePhone;

export interface PrerenderedPage {
  path: string;
  /** What goes inside `<div id="root">`. */
  markup: string;
  /** The page's `<title>`, as the app sets it. */
  title: string;
}

async function markupOf(path: string): Promise<string> {
  // The app as the browser renders it first: a visitor with no session answer yet, online, nothing
  // saved. The router is a memory router at the page's address; the browser's hydrates over it.
  const router = createMemoryRouter(appRouteTree(), { initialEntries: [path] });
  // Waits for every lazy page and text namespace, so the markup is the page itself, never a spinner.
  // Every boundary inline, however large: no part is sent apart with an inline script to reveal it
  // (which the Content-Security-Policy would block, and which needs the script anyway).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let markup = '';
  for await (const chunk of prelude) markup += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  router.dispose();
  return markup;
}

const decodeEntities = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

/** `usePageTitle`'s title: the page's heading, and the landing page's is BarterAid alone. */
function titleOf(path: string, markup: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markup)?.[1]?.replace(/<[^>]+>/g, '').trim();
  return path === '/' || !heading ? 'BarterAid' : `${decodeEntities(heading)} · BarterAid`;
}

/**
 * Renders `paths` in `language`. One language per module instance (the build renders each in a
 * worker of its own): a content page keeps the language it was first loaded in.
 */
export async function renderPages(language: Language, paths: readonly string[] = PRERENDERED_PATHS): Promise<PrerenderedPage[]> {
  await startI18n(language);
  await showLanguage(language, { remember: false });
  const pages: PrerenderedPage[] = [];
  for (const path of paths) {
    const markup = await markupOf(path);
    pages.push({ path, markup, title: titleOf(path, markup) });
  }
  return pages;
}
