import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CodeOf } from './catalogue';
import { catalogues, englishTexts, type ServerCode } from './registry';
import { spanishTexts, spanishTranslations } from './registry-es';
import { tradesMessages } from './trades';

/** The `{name}` parts of a template, sorted. */
const parts = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();

describe('every registered catalogue', () => {
  it('has a Spanish text for each code, with the same parts as its English one', () => {
    const missing: string[] = [];
    const differing: string[] = [];
    for (const [code, english] of englishTexts) {
      const spanish = spanishTexts.get(code);
      if (spanish === undefined) missing.push(code);
      else if (JSON.stringify(parts(spanish)) !== JSON.stringify(parts(english))) differing.push(`${code}: {${parts(english).join('}, {')}} in English, {${parts(spanish).join('}, {')}} in Spanish`);
    }
    expect({ missing, differing }).toEqual({ missing: [], differing: [] });
  });

  it('has no Spanish text for a code English does not have, and no empty text', () => {
    expect([...spanishTexts.keys()].filter((code) => !englishTexts.has(code))).toEqual([]);
    for (const [code, text] of [...englishTexts, ...spanishTexts]) expect(text.trim(), code).not.toBe('');
  });

  it('is registered once, and so is its translation', () => {
    const features = catalogues.map((catalogue) => catalogue.feature);
    expect(features.filter((feature, index) => features.indexOf(feature) !== index)).toEqual([]);
    const translated = spanishTranslations.map((translation) => translation.feature);
    expect(translated.filter((feature, index) => translated.indexOf(feature) !== index)).toEqual([]);
    expect([...new Set(translated)].sort()).toEqual([...new Set(features)].sort());
  });
});

describe('the codes the server can send', () => {
  it('are derived from the catalogues’ types', () => {
    expectTypeOf<CodeOf<typeof tradesMessages>>().toEqualTypeOf<`trades.${keyof typeof tradesMessages.en}`>();
    expectTypeOf<'trades.notFound'>().toExtend<ServerCode>();
    expectTypeOf<'ledger.insufficientCredits'>().toExtend<ServerCode>();
    expectTypeOf<'request.invalidField'>().toExtend<ServerCode>();
    expectTypeOf<'trades.noSuchThing'>().not.toExtend<ServerCode>();
    // The same set at run time: every code the type names has its English text.
    const code: ServerCode = tradesMessages.message('notFound').code;
    expect(englishTexts.has(code)).toBe(true);
  });
});
