import type { Catalogue } from './catalogue';
import { paramFormatter } from './params';
import { renderMessage, textsByCode, type TextsByCode } from './render';
import { tierWords, verificationTypeWords } from './words';
import { pushMessages } from './push';
import { phoneMessages } from './phone';
import type { MessageData } from './catalogue';

/**
 * Every feature's catalogue, registered once (like the events in `registry.ts` of the package):
 * the parity test, the mail, and the client read the codes from here. English only; the other
 * languages' texts are in `registry-es.ts`, so the client's first bundle carries none of them.
 */
export const catalogues: readonly Catalogue[] = [tierWords, verificationTypeWords, pushMessages, phoneMessages];

export const englishTexts: TextsByCode = textsByCode(catalogues);

const english = paramFormatter('en', englishTexts);

/** A message's English text: what the API answers in `message` and what an English reader sees. */
export const inEnglish = (message: MessageData): string => renderMessage(englishTexts, message, english);
