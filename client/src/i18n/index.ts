import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './texts';
import { browserLanguage, DEFAULT_LANGUAGE, isLanguage, locales, type Language } from './languages';
import { loadPageTexts } from './pages';
import type { Messages } from './types';
import type { Catalogue, MessageData, MessageParams } from '@barteraid/events/messages/catalogue';
import { renderMessage, textsByCode } from '@barteraid/events/messages/render';
import { LANGUAGE_COOKIE } from '@barteraid/events/contracts/language-cookie';

export { languages, languageNames, isLanguage, type Language } from './languages';
export { i18next };

/** The language chosen on this device, read before the first paint (the saved preference comes with the session, later). */
const STORAGE_KEY = 'barteraid.language';

/** English ships with the app; Spanish is its own chunk, fetched only by those who read it. */
const resources: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  es: () => Promise.all([import('./es'), loadServerMessages('es')]).then(([module]) => module.es),
};

/**
 * The server's messages (`{code, params}`) in each language, each loaded with its language's texts.
 * English too comes in its own chunk, when first needed: every catalogue's English is more than the
 * landing page may weigh, and an answer already carries its English text (`answerText`).
 */
const messageRenderers: Partial<Record<Language, (message: MessageData) => string>> = {};

async function loadServerMessages(language: Language): Promise<void> {
  if (language === 'es') messageRenderers.es = (await import('@barteraid/events/messages/registry-es')).inSpanish;
  else messageRenderers.en ??= (await import('@barteraid/events/messages/registry')).inEnglish;
}

/**
 * A message the server sent as data (an error's or a notification's `{code, params}`), in the
 * language on screen. English loads on first use: until it has, the code stands in.
 */
export function messageText(message: MessageData): string {
  const render = messageRenderers[currentLanguage()] ?? messageRenderers.en;
  if (render) return render(message);
  void loadServerMessages(DEFAULT_LANGUAGE);
  return message.code;
}

/**
 * What an answer with a message says (`{message, code, params?}`), in the language on screen: by
 * its code, except in English, where the server's `message` is already that code's English text
 * (and the one to show when an answer has no code).
 */
export function answerText(answer: { message: string; code?: string; params?: MessageParams }): string {
  if (!answer.code || currentLanguage() === DEFAULT_LANGUAGE) return answer.message;
  return messageText({ code: answer.code, params: answer.params });
}

/** A message of a catalogue the page holds itself (a form's own check of the server's rule), in the language on screen. */
export function catalogueText(catalogue: Catalogue, message: MessageData): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return renderMessage(textsByCode([catalogue]), message);
  return messageText(message);
}

/** Fetches a language's texts of a namespace: `translation` above, a page's own from `pages.ts`. */
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = namespace === 'translation' && isLanguage(language) ? resources[language]() : loadPageTexts(language, namespace);
    load.then(
      (texts) => callback(null, texts as Parameters<ReadCallback>[1]),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage turned off: the browser's language decides
  }
}

function linkedLanguage(): Language | null {
  const value = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  return isLanguage(value) ? value : null;
}

function remember(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage turned off: the choice lasts for this visit (and, signed in, on the server)
  }
  rememberForServer(language);
}

/** The same choice in a cookie, so the server sends the next page's text in it before any script runs. */
function rememberForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${language}`)) return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** `t` outside components (toasts, texts built in plain functions), bound to the one instance. */
export const t = ((...args: unknown[]) => (i18next.t as unknown as (...values: unknown[]) => string).apply(i18next, args)) as unknown as typeof i18next.t;

export const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

/** The `Intl` locale of the language on screen. */
export const currentLocale = (): string => locales[currentLanguage()];

/**
 * Shows the site in `language`, fetching its texts first when needed; `remember` keeps it on this
 * device for the next visit (an explicit choice or the member's saved one, not the browser's guess).
 */
export async function showLanguage(language: Language, options: { remember: boolean }): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await resources[language]());
  }
  if (options.remember) remember(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

/**
 * Starts i18next before the first render, in `language` when given (a prerendered page's, which
 * the app's first render must repeat), else the language chosen on this device, else the
 * browser's. A Spanish reader waits for the Spanish texts instead of seeing English flash first.
 */
export async function startI18n(language?: Language): Promise<void> {
  await i18next.use(initReactI18next).use(backend).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en } },
    // The page namespaces are fetched by the backend when a page first asks for them.
    partialBundledLanguages: true,
    ns: ['translation'],
    // React escapes what it renders; escaping here too would show `&amp;` in names.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // Screen readers pick their voice from <html lang>; keep it in step with the texts.
  if (typeof document !== 'undefined') i18next.on('languageChanged', (shown) => (document.documentElement.lang = shown));
  // A link from a mail in Spanish says so (`?lang=es`): the page opens in the mail's language, kept for the next visit.
  const linked = language ? null : linkedLanguage();
  if (linked) return showLanguage(linked, { remember: true }).catch(() => undefined);
  await showLanguage(language ?? chosenLanguage(), { remember: false }).catch(() => undefined);
}

/**
 * The language chosen on this device, else the browser's. A choice saved before the cookie
 * existed is copied into it, so the server's pages follow it from the next one on.
 */
export function chosenLanguage(): Language {
  const stored = storedLanguage();
  if (stored) rememberForServer(stored);
  return stored ?? browserLanguage();
}
