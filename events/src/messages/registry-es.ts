import type { MessageData, Translation } from './catalogue';
import { paramFormatter } from './params';
import { englishTexts } from './registry';
import { renderMessage, textsByCode, type TextsByCode } from './render';
import { tierWordsEs, verificationTypeWordsEs } from './words';
import { pushMessagesEs } from './push';
import { phoneMessagesEs } from './phone';

/** Every catalogue's Spanish texts, registered once beside `registry.ts`. */
export const spanishTranslations: readonly Translation[] = [tierWordsEs, verificationTypeWordsEs, pushMessagesEs, phoneMessagesEs];

export const spanishTexts: TextsByCode = textsByCode(spanishTranslations);

const spanish = paramFormatter('es', spanishTexts);

/** A message in Spanish; a code without a Spanish text yet falls back to its English one. */
export const inSpanish = (message: MessageData): string => renderMessage(spanishTexts, message, spanish, englishTexts);
