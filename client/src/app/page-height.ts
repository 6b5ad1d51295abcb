/**
 * A page's place while its code or the session check is on the way: the screen below the header.
 * The footer stays below the fold until the page is there, instead of being pushed down by it.
 */
export const PAGE_HEIGHT = 'min-h-[calc(100dvh-4rem)]';
