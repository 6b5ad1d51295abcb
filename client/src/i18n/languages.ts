/** The languages the client speaks. English is the default and the fallback for anything missing. */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, so a reader finds theirs whichever language the page is in. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The locale dates, numbers and credits are formatted with. Spanish is the Spanish of the United
 * States (Latin American words, dollars, `1,234.50`), where the members and the helpline are.
 */
export const locales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The browser's preferred languages (none where there is no browser: the texts are also read by tests). */
function preferredLanguages(): readonly string[] {
  const browser = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  return browser?.languages ?? (browser?.language ? [browser.language] : []);
}

/** The first of the browser's preferred languages we speak, else English. */
export function browserLanguage(preferred: readonly string[] = preferredLanguages()): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
