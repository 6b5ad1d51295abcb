/** What other features use of the content pages: the page frame, for a feature's page that adds to a text (the disputes help). */
export { StaticPage } from './static-page';
export type { StaticContent } from './types';
