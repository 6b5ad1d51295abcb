import { z } from 'zod';

/**
 * Text a member can store. PostgreSQL refuses NUL in `text` and `jsonb`, and unpaired UTF-16
 * surrogates (`"\ud800"` in JSON) in `jsonb`; other control characters are storable but nobody
 * types them, and in a name or a title they only hide things. So:
 *
 * - no field holds NUL, other C0 controls (but tab, line feed, carriage return), DEL, C1 controls
 *   or an unpaired surrogate;
 * - single-line fields (names, titles, emails, usernames, codes, search words) hold no tab or
 *   line break either.
 *
 * Every input schema builds its text fields from `singleLineText` / `multiLineText`, and the API
 * frame refuses the first three everywhere (`infra/src/http/storable-text.ts`), so a forgotten
 * field is still a 400 and never a database error.
 */
// Control characters are exactly what these patterns look for.
// eslint-disable-next-line no-control-regex
const NEVER_STORED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Storable in a multi-line field (descriptions, messages): tab, line feed and carriage return allowed. */
export const isStorableText = (value: string): boolean => !NEVER_STORED.test(value);

/** Storable in a single-line field: no control character at all. */
export const isSingleLineText = (value: string): boolean => !NOT_SINGLE_LINE.test(value);

/** The one message for text that is refused, naming the field as the form shows it. */
export const unstorableTextMessage = (label: string): string => `${label} contains characters that cannot be stored.`;

/** "formData.churchName" → "Church name"; "documents.0.name" → "Name": the field's last named part. */
export function fieldLabel(path: string): string {
  const named = path.split('.').filter((part) => part !== '' && !/^\d+$/.test(part)).pop() ?? 'Text';
  const words = named
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Text';
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * A string for one line of text (a name, title, email, username, code), refused with
 * "{label} contains characters that cannot be stored." before any other rule runs.
 * `params` is what `z.string(params)` takes (e.g. the message for a missing value).
 */
export const singleLineText = (label: string, params?: StringParams) =>
  z.string(params).refine(isSingleLineText, { error: unstorableTextMessage(label), abort: true });

/** A string for text that may span lines (a description, a message): tab and line breaks allowed. */
export const multiLineText = (label: string, params?: StringParams) =>
  z.string(params).refine(isStorableText, { error: unstorableTextMessage(label), abort: true });
