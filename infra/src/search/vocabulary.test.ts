import { describe, expect, it } from 'vitest';
import { foldWords, synonymsOf } from './vocabulary';

const texts = (folded: string) => synonymsOf(folded).map((synonym) => `${synonym.config}:${synonym.text}`);

describe('the bilingual vocabulary', () => {
  it('gives a word its other words in both languages, each stemmed in its own, and its category', () => {
    expect(texts('comida')).toEqual(expect.arrayContaining(['english:food', 'english:meal', 'spanish:alimento', 'lexeme:category_food_water']));
    expect(texts('water')).toEqual(expect.arrayContaining(['spanish:agua', 'lexeme:category_food_water']));
    // A meaning without a category finds only its words.
    expect(texts('babysitting')).toEqual(expect.arrayContaining(['english:childcare', 'spanish:cuidado de ninos', 'spanish:guarderia']));
    expect(texts('babysitting').some((text) => text.startsWith('lexeme:'))).toBe(false);
  });

  it('knows plurals of either language and phrases as the search box folds them', () => {
    expect(texts('comidas')).toEqual(texts('comida'));
    expect(texts('families')).toEqual(texts('family'));
    expect(texts('boxes')).toEqual(texts('box'));
    expect(texts(foldWords('Cuidado de Niños'))).toEqual(expect.arrayContaining(['english:childcare']));
    expect(texts(foldWords('silla de ruedas'))).toEqual(expect.arrayContaining(['english:wheelchair']));
  });

  it('knows nothing of words outside it', () => {
    expect(synonymsOf('zzyzx')).toEqual([]);
    expect(synonymsOf('cuidado de')).toEqual([]);
  });
});
