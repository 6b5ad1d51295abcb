import { z } from 'zod';
import { memberLanguage } from '../language';

/**
 * What the client build writes (`prerendered.json`) and the gateway reads: the public pages
 * rendered at build, each path's HTML file per language (under the built client's folder), so
 * a page's text is in the HTML the server sends.
 */
export const prerenderedPagesSchema = z.object({
  /** The helpline number written in the pages (the client's default): the gateway puts the configured one in its place. */
  helplinePhone: z.string().min(1),
  pages: z.array(
    z.object({
      /** A client route without parameters (`/emergency`). */
      path: z.string().startsWith('/'),
      /** `prerendered/<language>/<name>.html`, by language. */
      files: z.partialRecord(memberLanguage, z.string().regex(/^prerendered\/[a-z]{2}\/[\w.-]+\.html$/)),
    }),
  ),
});

export type PrerenderedPages = z.infer<typeof prerenderedPagesSchema>;
