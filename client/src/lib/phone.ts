/** A dialable link for a display number such as 1-800-227-8370. */
export const telHref = (display: string) => `tel:${display.replace(/[^0-9+]/g, '')}`;
