import type { MessageData } from '@barteraid/events/messages/catalogue';
import { messageText } from './index';

/**
 * A text the server stored as data (a ledger line, a history step, a notification): its `message`
 * in the language on screen, or its English words when the answer carries no data.
 */
export const storedText = (words: string, message: MessageData | undefined): string => (message ? messageText(message) : words);
