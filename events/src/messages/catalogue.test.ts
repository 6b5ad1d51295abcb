import { describe, expect, it } from 'vitest';
import { defineMessages, translate } from './catalogue';
import { renderMessage, textsByCode } from './render';

const sample = defineMessages('sample', {
  notFound: 'Trade not found.',
  short: 'Insufficient credits: {available} available, {needed} needed.',
});
const sampleEs = translate(sample, {
  notFound: 'No encontramos este intercambio.',
  short: 'No tiene créditos suficientes: tiene {available} disponibles y se necesitan {needed}.',
});

describe('a catalogue', () => {
  it('makes a message as data, with its code and params', () => {
    expect(sample.message('notFound')).toEqual({ code: 'sample.notFound' });
    expect(sample.message('short', { available: '5.00', needed: '8.00' })).toEqual({ code: 'sample.short', params: { available: '5.00', needed: '8.00' } });
  });

  it('writes the English text word for word', () => {
    expect(sample.english('short', { available: '5.00', needed: '8.00' })).toBe('Insufficient credits: 5.00 available, 8.00 needed.');
  });

  it('renders a message in another language, each part through that language’s formatter', () => {
    const es = textsByCode([sampleEs]);
    const message = sample.message('short', { available: '5.00', needed: '8.00' });
    expect(renderMessage(es, message, (_name, value) => String(value).replace('.', ','))).toBe(
      'No tiene créditos suficientes: tiene 5,00 disponibles y se necesitan 8,00.',
    );
  });

  it('falls back to English for a code the language does not know, and to the code for one nobody knows', () => {
    const en = textsByCode([sample]);
    expect(renderMessage(new Map(), sample.message('notFound'), undefined, en)).toBe('Trade not found.');
    expect(renderMessage(en, { code: 'other.unknown' })).toBe('other.unknown');
  });
});

describe('the registered catalogues', () => {
  it('write a tier, a day and a moment in each language', async () => {
    const { renderIn } = await import('./language');
    const { textsByCode: texts } = await import('./render');
    const { paramFormatter } = await import('./params');
    expect(renderIn('en', { code: 'tier.standard' })).toBe('Standard Member');
    expect(renderIn('es', { code: 'tier.standard' })).toBe('Miembro estándar');
    const en = paramFormatter('en', texts([]));
    expect(en('date', '2026-11-30')).toBe('November 30, 2026');
    expect(en('due', '2026-11-30T09:30:00.000Z')).toBe('2026-11-30 09:30');
    expect(paramFormatter('es', texts([]))('date', '2026-11-30')).toBe('30 de noviembre de 2026');
  });
});
