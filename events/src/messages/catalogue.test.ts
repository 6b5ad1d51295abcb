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

  it('write a mail\'s credits, payment and moments as mail always has in English, and in the reader\'s forms in Spanish', async () => {
    const { renderIn } = await import('./language');
    const { tradesMail } = await import('./trades-mail');
    const { membershipMail } = await import('./membership-mail');
    const { passwordResetMail } = await import('./password-reset-mail');
    const countered = tradesMail.message('countered', { name: 'ana', title: 'Mesa', credits: '1200.50' });
    expect(renderIn('en', countered)).toBe('ana suggested new terms for "Mesa": 1200.50 credits.');
    expect(renderIn('es', countered)).toBe('ana propuso nuevas condiciones para “Mesa”: 1,200.50 créditos.');
    const failed = membershipMail.message('paymentFailed', { payment: '10.00 USD' });
    expect(renderIn('en', failed)).toContain('declined the 10.00 USD payment');
    expect(renderIn('es', failed)).toMatch(/rechazó el pago de (US)?\$10\.00 de su/);
    expect(renderIn('en', membershipMail.message('approved', { membershipTier: 'free_assistance' }))).toBe('Good news: your application for the free_assistance membership was approved.');
    expect(renderIn('es', membershipMail.message('approved', { membershipTier: 'free_assistance' }))).toBe('Buenas noticias: su solicitud de la membresía de asistencia fue aprobada.');
    const link = passwordResetMail.message('link', { expires: '2026-03-03T14:05:09.000Z' });
    expect(renderIn('en', link)).toBe('The link below lets you choose a new password. It works once, until Tue, 03 Mar 2026 14:05:09 GMT.');
    expect(renderIn('es', link)).toMatch(/hasta el 3 de marzo de 2026 a las 2:05 p\.\s?m\. UTC\.$/);
  });
});
