import type { MessageData } from '@barteraid/events/messages/catalogue';
import { currentLanguage, messageText } from './index';

/**
 * A text the server stored as data (a ledger line, a history step, a notification): its `message`
 * in the language on screen. In English the answer's words are that text already (and the ones to
 * show when it carries no data), so they are shown without waiting for the English catalogues.
 */
export const storedText = (words: string, message: MessageData | undefined): string =>
  message && currentLanguage() !== 'en' ? messageText(message) : words;
