/**
 * `text` to be matched literally inside a regular expression: JavaScript's, or PostgreSQL's
 * (`~`, `regexp_replace`), which escape the same characters the same way.
 */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
