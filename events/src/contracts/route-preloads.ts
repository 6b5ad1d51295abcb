import { z } from 'zod';
import { memberLanguage } from '../language';

/**
 * What the client build writes (`route-preloads.json`) and the gateway reads: for each page, the
 * script files it will ask for once the main script has run, so the page's HTML can announce them
 * (`<link rel="modulepreload">`) and a phone fetches them beside the main script instead of after it.
 */
const preloadedFile = z.object({
  /** `/assets/<name>-<hash>.js` */
  href: z.string().regex(/^\/assets\/[\w.-]+\.js$/),
  /** Set when the file is one language's copy of the page (its texts in English or Spanish). */
  language: memberLanguage.optional(),
});

export const routePreloadsSchema = z.object({
  /** Each client route in the router's path syntax (`/listings/:id`), with its files. */
  routes: z.array(z.object({ path: z.string().startsWith('/'), files: z.array(preloadedFile) })),
  /** What every page of a signed-in member loads (the bell, the account menu, the live connection). */
  signedIn: z.array(preloadedFile),
});

export type RoutePreloads = z.infer<typeof routePreloadsSchema>;
export type PreloadedFile = z.infer<typeof preloadedFile>;
