import type { MessageData } from './catalogue';
import type { MessageLanguage } from './params';
import { inEnglish } from './registry';
import { inSpanish } from './registry-es';

/** A message in a reader's language, for the server's channels (answers, mail, push, SMS). */
export function renderIn(language: MessageLanguage, message: MessageData): string {
  return language === 'es' ? inSpanish(message) : inEnglish(message);
}
