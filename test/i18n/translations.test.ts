import { describe, expect, it } from 'vitest';
import { matchServerMessage, serverMessages, serverMessageText, type ServerMessageKey } from '@barteraid/events/contracts/server-messages';
import { en } from '../../client/src/i18n/en';
import { es } from '../../client/src/i18n/es';

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

const english = flatten(en as Tree);
const spanish = flatten(es as Tree);
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

  it('English shows a known server message exactly as the server wrote it', () => {
    for (const key of Object.keys(serverMessages) as ServerMessageKey[]) {
      expect(english.get(`server.${key}`)?.replace(/\{\{(\w+)\}\}/g, '{$1}')).toBe(serverMessages[key]);
    }
  });
});

describe('server messages shared by the client and the server', () => {
  it('a filled-in text is recognised with its values', () => {
    const text = serverMessageText('proposerCannotPay', { available: '12.50' });
    expect(text).toBe('Insufficient credits: you have 12.50 available.');
    expect(matchServerMessage(text)).toEqual({ key: 'proposerCannotPay', values: { available: '12.50' } });
    expect(matchServerMessage(serverMessageText('payerCannotAccept', { available: '3.00', needed: '20.00' }))).toEqual({
      key: 'payerCannotAccept',
      values: { available: '3.00', needed: '20.00' },
    });
  });

  it('every text of the list is recognised as itself, and an unknown text is not recognised', () => {
    for (const key of Object.keys(serverMessages) as ServerMessageKey[]) {
      expect(matchServerMessage(serverMessageText(key, { available: '1.00', needed: '2.00', field: 'Email', status: 'declined', title: 'Water' }))?.key).toBe(key);
    }
    expect(matchServerMessage('Something nobody wrote down.')).toBeNull();
    expect(matchServerMessage('Listing not found. And more')).toBeNull();
  });
});
