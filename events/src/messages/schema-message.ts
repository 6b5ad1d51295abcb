import type { MessageData } from './catalogue';

/**
 * A catalogue message as a zod schema's error text. zod carries only a string per issue, so a
 * schema that refuses with a catalogue message writes it as `schemaMessage(...)`; the API frame
 * (`validationError`) reads it back and answers its English text with its code and params.
 */
const MARK = '\u2063message:';

export const schemaMessage = (message: MessageData): string => `${MARK}${JSON.stringify(message)}`;

/** The message a schema's error text names, or null for a plain text. */
export function readSchemaMessage(text: string): MessageData | null {
  if (!text.startsWith(MARK)) return null;
  try {
    const parsed = JSON.parse(text.slice(MARK.length)) as MessageData;
    return typeof parsed.code === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
