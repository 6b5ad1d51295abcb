import type { PageTexts } from './types';

export type PageNamespace = keyof PageTexts;

/**
 * The texts of pages not every visit opens, each in a namespace of its own, declared by the
 * feature as `<namespace>.texts.<language>.ts` (`features/settings/account.texts.es.ts`) and found
 * here by a glob, like the routes. Each file is its own chunk, fetched when a page calls
 * `useTranslation('<namespace>')` (react-i18next suspends the page until it is here, and fetches
 * it again in the other language when the reader switches). The landing page carries none of them.
 */
const files = import.meta.glob<Record<string, object>>(['../features/*/*.texts.en.ts', '../features/*/*.texts.es.ts']);

/** `…/settings/account.texts.es.ts` names the namespace `account` in Spanish. */
const FILE = /\/(\w+)\.texts\.(\w+)\.ts$/;

const loaders = new Map<string, () => Promise<object>>();
for (const [file, load] of Object.entries(files)) {
  const [, namespace, language] = FILE.exec(file) ?? [];
  if (!namespace || !language) continue;
  const key = `${language}:${namespace}`;
  if (loaders.has(key)) throw new Error(`The ${language} texts of the namespace "${namespace}" are declared twice (${file})`);
  loaders.set(key, () => load().then((module) => module[namespace] ?? {}));
}

/** The page namespaces that have texts in `language`. */
export const pageNamespaces = (language: string): string[] =>
  [...loaders.keys()].filter((key) => key.startsWith(`${language}:`)).map((key) => key.slice(language.length + 1));

/** A page namespace's texts in a language; an unknown pair reads as empty. */
export function loadPageTexts(language: string, namespace: string): Promise<object> {
  return loaders.get(`${language}:${namespace}`)?.() ?? Promise.resolve({});
}
