import type { Language } from './languages';
import type { PageMessages } from './types';

export type PageNamespace = keyof PageMessages;

/**
 * The texts of pages not every visit opens, by namespace: each is its own chunk per language,
 * fetched when a page calls `useTranslation('<namespace>')` (react-i18next suspends the page until
 * it is here, and fetches it again in the other language when the reader switches). The landing
 * page carries none of them.
 */
const loaders: Record<Language, { [N in PageNamespace]: () => Promise<PageMessages[N]> }> = {
  en: {
    account: () => import('./en/account').then((module) => module.account),
  },
  es: {
    account: () => import('./es/account').then((module) => module.account),
  },
};

/** A page namespace's texts in a language; an unknown pair reads as empty. */
export function loadPageTexts(language: string, namespace: string): Promise<object> {
  const byLanguage = (loaders as Record<string, Record<string, (() => Promise<object>) | undefined> | undefined>)[language];
  return byLanguage?.[namespace]?.() ?? Promise.resolve({});
}
