import { account } from './account';

/**
 * The English texts of pages not every visit opens, by namespace. The app never imports this
 * module: each namespace is its own chunk (`pages.ts` loads it when a page asks for it), so the
 * landing page does not carry them. The types and the tests read them all from here.
 */
export const enPages = { account };
