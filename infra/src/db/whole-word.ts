import { escapeRegExp } from '@barteraid/events';

/**
 * A PostgreSQL regular expression (`~`, `regexp_replace`) matching `text` literally as a whole
 * word: a name replaced in free text must not be replaced inside a longer word.
 */
export const wholeWordPattern = (text: string): string => `\\m${escapeRegExp(text)}\\M`;
