import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { matchServerMessage } from '@barteraid/events/contracts/server-messages';
import { en } from './en';
import { browserLanguage, DEFAULT_LANGUAGE, isLanguage, locales, type Language } from './languages';
import { loadPageTexts } from './pages';
import { localizedServerValues } from './server-values';
import type { Messages } from './types';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { inEnglish } from '@barteraid/events/messages/registry';

export { languages, languageNames, isLanguage, type Language } from './languages';
export { i18next };

/** The language chosen on this device, read before the first paint (the saved preference comes with the session, later). */
const STORAGE_KEY = 'barteraid.language';

/** English ships with the app; Spanish is its own chunk, fetched only by those who read it. */
const resources: Record<Language, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  es: () => Promise.all([import('./es'), loadServerMessages('es')]).then(([module]) => module.es),
};

/** The server's messages (`{code, params}`) in each language: English ships, others come with their texts. */
const messageRenderers: Partial<Record<Language, (message: MessageData) => string>> = { en: inEnglish };

async function loadServerMessages(language: Language): Promise<void> {
  if (language === 'es') messageRenderers.es = (await import('@barteraid/events/messages/registry-es')).inSpanish;
}

/** A message the server sent as data (an error's or a notification's `{code, params}`), in the language on screen. */
export function messageText(message: MessageData): string {
  return (messageRenderers[currentLanguage()] ?? inEnglish)(message);
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
 * Starts i18next before the first render, in the language chosen on this device, else the
 * browser's. A Spanish reader waits for the Spanish texts instead of seeing English flash first.
 */
export async function startI18n(): Promise<void> {
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
  i18next.on('languageChanged', (language) => (document.documentElement.lang = language));
  // A link from a mail in Spanish says so (`?lang=es`): the page opens in the mail's language, kept for the next visit.
  const linked = linkedLanguage();
  if (linked) return showLanguage(linked, { remember: true }).catch(() => undefined);
  const stored = storedLanguage();
  await showLanguage(stored ?? browserLanguage(), { remember: false }).catch(() => undefined);
}

/**
 * A `{message}` from the server in the language on screen: the server answers in English, and a
 * text of the shared list (`serverMessages`) is shown by its key; any other text as it came.
 */
export function translateServerMessage(text: string): string {
  // The server writes English: in English its text is already the one to show (the `server` texts
  // are the shared list itself), and the list's patterns need not be tried.
  if (currentLanguage() === DEFAULT_LANGUAGE) return text;
  const known = matchServerMessage(text);
  if (!known) return text;
  // The key is built at run time from the shared list; its texts exist in every language (`server`).
  const translate = t as unknown as (key: string, values?: Record<string, string>) => string;
  const values = localizedServerValues(known.values, currentLocale(), (kind, key) => translate(`serverWords.${kind}.${key}`));
  return translate(`server.${known.key}`, values);
}
