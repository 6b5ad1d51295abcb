/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { en } from '../../client/src/i18n/texts';
import { es } from '../../client/src/i18n/es';
import { loadPageTexts, pageNamespaces } from '../../client/src/i18n/pages';

type Tree = { [key: string]: string | Tree };

/** Every text of a language as `path → text`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value, path)) texts.set(inner, text);
  }
  return texts;
}

/** The main texts and every page namespace (`account:…`), as one map per language. */
const withPages = (main: Tree, pages: Tree) => {
  const texts = flatten(main);
  for (const [namespace, tree] of Object.entries(pages)) for (const [key, text] of flatten(tree as Tree)) texts.set(`${namespace}:${key}`, text);
  return texts;
};
/** Every page namespace a language has, loaded the way the app loads it (each feature's `<namespace>.texts.<language>.ts`). */
const pagesIn = async (language: string) =>
  Object.fromEntries(await Promise.all(pageNamespaces(language).map(async (namespace) => [namespace, await loadPageTexts(language, namespace)] as const)));
const enPages = await pagesIn('en');
const esPages = await pagesIn('es');
const english = withPages(en as unknown as Tree, enPages as Tree);
const spanish = withPages(es as unknown as Tree, esPages as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1]).sort();

describe('the client speaks English and Spanish', () => {
  it('every key exists in both languages', () => {
    const onlyEnglish = [...english.keys()].filter((key) => !spanish.has(key));
    const onlySpanish = [...spanish.keys()].filter((key) => !english.has(key));
    expect({ onlyEnglish, onlySpanish }).toEqual({ onlyEnglish: [], onlySpanish: [] });
    expect(english.size).toBeGreaterThan(300);
  });

  it('no Spanish text is empty, and each uses only the values its English text is given', () => {
    for (const [key, text] of spanish) {
      expect(text.trim(), key).not.toBe('');
      const allowed = new Set(placeholders(english.get(key) ?? ''));
      for (const name of placeholders(text)) expect(allowed.has(name), `${key} uses {{${name}}}`).toBe(true);
    }
  });

  it('every text area and page namespace is declared in both languages, and found where the features keep them', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(pageNamespaces('es').sort()).toEqual(pageNamespaces('en').sort());
    // The areas and namespaces as they were named when they were central: a moved file keeps them.
    expect(Object.keys(en)).toEqual(expect.arrayContaining(['common', 'layout', 'auth', 'dashboard', 'marketplace', 'trades', 'messages', 'notifications', 'offline', 'safety']));
    expect(pageNamespaces('en')).toEqual(
      expect.arrayContaining(['account', 'admin', 'altLogin', 'disputes', 'landing', 'listings', 'membership', 'pricing', 'profiles', 'statement', 'support', 'verification']),
    );
    for (const namespace of pageNamespaces('en')) expect(Object.keys(enPages[namespace] ?? {}).length, namespace).toBeGreaterThan(0);
  });
});

describe('content pages written in Spanish', () => {
  type Block = string | { list: string[] } | { links: { to: string }[] } | { helpline: string };
  type StaticContent = { sections: { blocks: Block[] }[] };
  /** The shape of a page: its sections' blocks by kind, with every link's target and list's length. */
  const shape = (content: StaticContent) =>
    content.sections.map((section) =>
      section.blocks.map((block) =>
        typeof block === 'string' ? 'text' : 'list' in block ? `list ${block.list.length}` : 'links' in block ? block.links.map((link) => link.to) : 'helpline',
      ),
    );

  it.each(['emergency', 'help', 'safety', 'messaging-guide', 'guidelines', 'verification', 'terms', 'privacy', 'cookies', 'accessibility', 'data-protection'])('/%s says the same things, with the same links, as the English', async (page) => {
    const english = (await import(`../../client/src/features/static-pages/content/${page}.ts`)) as { content: StaticContent };
    const spanish = (await import(`../../client/src/features/static-pages/content/es/${page}.ts`)) as { content: StaticContent };
    expect(shape(spanish.content)).toEqual(shape(english.content));
  });
});

describe('the disputes help text in Spanish', () => {
  it('says the same things, with the same links, as the English', async () => {
    type Block = string | { list: string[] } | { links: { to: string }[] } | { helpline: string };
    type StaticContent = { sections: { blocks: Block[] }[] };
    const shape = (content: StaticContent) =>
      content.sections.map((section) =>
        section.blocks.map((block) => (typeof block === 'string' ? 'text' : 'list' in block ? `list ${block.list.length}` : 'links' in block ? block.links.map((link) => link.to) : 'helpline')),
      );
    const file = (name: string) => `../../client/src/features/disputes/${name}.ts`;
    const english = (await import(file('help-content'))) as { content: StaticContent };
    const spanish = (await import(file('help-content-es'))) as { content: StaticContent };
    expect(shape(spanish.content)).toEqual(shape(english.content));
  });
});

describe('the FAQ in Spanish', () => {
  it('has the English FAQ’s categories and questions, in the same order', async () => {
    // By path, like the content pages above: the tests import no client feature module statically.
    const file = (name: string) => `../../client/src/features/support/${name}.ts`;
    const { faq } = (await import(file('faq-content'))) as { faq: { questions: unknown[] }[] };
    const { faqEs } = (await import(file('faq-content-es'))) as { faqEs: { questions: unknown[] }[] };
    expect(faqEs.map((category) => category.questions.length)).toEqual(faq.map((category) => category.questions.length));
  });
});
