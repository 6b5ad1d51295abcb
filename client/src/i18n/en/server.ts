import { serverMessages, type ServerMessageKey } from '@barteraid/events/contracts/server-messages';

/**
 * The server's own English texts, by key, with its `{name}` parts as i18next's `{{name}}`: in
 * English a known server message reads exactly as the server wrote it.
 */
export const server = Object.fromEntries(
  Object.entries(serverMessages).map(([key, text]) => [key, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
) as Record<ServerMessageKey, string>;
