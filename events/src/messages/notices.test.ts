import { describe, expect, it } from 'vitest';
import { catalogues, englishTexts } from './registry';
import { spanishTexts } from './registry-es';
import { renderIn } from './language';
import { membershipNotices } from './membership-notices';
import { tradeNotices } from './trades-notices';
import { verificationNotices } from './verification-notices';
import { membershipHistory } from './membership-history';
import { ledgerLines } from './ledger-lines';

const parts = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();

describe('the registered catalogues', () => {
  it('have every code in Spanish, with the same parts as the English', () => {
    const missing = [...englishTexts.keys()].filter((code) => !spanishTexts.has(code));
    expect(missing).toEqual([]);
    for (const [code, english] of englishTexts) expect([...new Set(parts(spanishTexts.get(code)!))], code).toEqual([...new Set(parts(english))]);
    expect(new Set(catalogues.map((catalogue) => catalogue.feature)).size).toBe(catalogues.length);
  });
});

describe('a stored notice, read in each language', () => {
  it('writes the English the bell has always shown', () => {
    expect(renderIn('en', tradeNotices.message('scheduledText', { actor: 'Rosa', listing: 'Water', at: '2027-03-01T10:00:00.000Z', place: 'Main St' }))).toBe(
      'Rosa scheduled "Water" for 2027-03-01 10:00 UTC at Main St.',
    );
    expect(renderIn('en', verificationNotices.message('approvedNote', { type: 'ebt', reason: 'Welcome.' }))).toBe(
      'Your EBT cardholder verification was approved. Your listings now show the verified star. Welcome.',
    );
    expect(renderIn('en', membershipNotices.message('trialEndsOn', { date: '2026-11-30' }))).toBe(
      'Your guest trial ends on November 30, 2026. Choose a membership to keep your benefits; your account, listings and credits stay either way.',
    );
  });

  it('writes the words and dates inside it in Spanish, and what people wrote as written', () => {
    expect(renderIn('es', verificationNotices.message('approvedNote', { type: 'church', reason: 'Welcome to the network.' }))).toBe(
      'Su verificación (iglesia) fue aprobada. Sus anuncios ya muestran la estrella de verificado. Welcome to the network.',
    );
    expect(renderIn('es', membershipNotices.message('approvedText', { tier: 'emergency_business' }))).toContain('Negocio de servicios de emergencia');
    expect(renderIn('es', membershipNotices.message('trialEndsOn', { date: '2026-11-30' }))).toContain('30 de noviembre de 2026');
    expect(renderIn('es', tradeNotices.message('scheduledText', { actor: 'Rosa', listing: 'Water', at: '2027-03-01T10:00:00.000Z', place: 'Main St' }))).toMatch(
      /^Rosa puso fecha para “Water”: 1 de marzo de 2027.*10:00.* UTC, en Main St\.$/,
    );
  });

  it('keeps the history’s and the ledger’s English, and their Spanish', () => {
    expect(renderIn('en', membershipHistory.message('applicationApproved', { tierName: 'free_assistance' }))).toBe('Application approved: Assistance (free)');
    expect(renderIn('es', membershipHistory.message('applicationApproved', { tierName: 'free_assistance' }))).toBe('Solicitud aprobada: Asistencia (gratis)');
    expect(renderIn('en', ledgerLines.message('tradePaidBy', { title: 'Water', name: 'Ana' }))).toBe('Trade: Water (paid by Ana)');
    expect(renderIn('es', ledgerLines.message('receivedFrom', { name: 'Ana' }))).toBe('Recibido de Ana');
  });
});
