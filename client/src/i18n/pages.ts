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
    admin: () => import('./en/admin').then((module) => module.admin),
    altLogin: () => import('./en/altLogin').then((module) => module.altLogin),
    disputes: () => import('./en/disputes').then((module) => module.disputes),
    landing: () => import('./en/landing').then((module) => module.landing),
    listings: () => import('./en/listings').then((module) => module.listings),
    membership: () => import('./en/membership').then((module) => module.membership),
    pricing: () => import('./en/pricing').then((module) => module.pricing),
    profiles: () => import('./en/profiles').then((module) => module.profiles),
    statement: () => import('./en/statement').then((module) => module.statement),
    support: () => import('./en/support').then((module) => module.support),
    verification: () => import('./en/verification').then((module) => module.verification),
  },
  es: {
    account: () => import('./es/account').then((module) => module.account),
    admin: () => import('./es/admin').then((module) => module.admin),
    altLogin: () => import('./es/altLogin').then((module) => module.altLogin),
    disputes: () => import('./es/disputes').then((module) => module.disputes),
    landing: () => import('./es/landing').then((module) => module.landing),
    listings: () => import('./es/listings').then((module) => module.listings),
    membership: () => import('./es/membership').then((module) => module.membership),
    pricing: () => import('./es/pricing').then((module) => module.pricing),
    profiles: () => import('./es/profiles').then((module) => module.profiles),
    statement: () => import('./es/statement').then((module) => module.statement),
    support: () => import('./es/support').then((module) => module.support),
    verification: () => import('./es/verification').then((module) => module.verification),
  },
};

/** A page namespace's texts in a language; an unknown pair reads as empty. */
export function loadPageTexts(language: string, namespace: string): Promise<object> {
  const byLanguage = (loaders as Record<string, Record<string, (() => Promise<object>) | undefined> | undefined>)[language];
  return byLanguage?.[namespace]?.() ?? Promise.resolve({});
}
