import { describe, expect, it } from 'vitest';
import type { MailEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { mailPreferencesDecider, type MailPreferencesCommand } from './preferences';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';
import { renderLetter } from './letter';

const { given } = DeciderSpecification.for(mailPreferencesDecider);
const memberId = sample.owner;
const { now } = sample;
const turn = (enabled: boolean, via: 'settings' | 'unsubscribe' = 'unsubscribe'): MailPreferencesCommand => ({
  type: 'SetMailPreference',
  memberId,
  kind: 'trades',
  enabled,
  via,
  now,
});
const turnedOff: MailEvent = { type: 'MailPreferenceChanged', data: { memberId, kind: 'trades', enabled: false, via: 'unsubscribe', changedAt: now } };

describe('mail preferences decider', () => {
  it('records turning a kind off once: a second click of the link changes nothing', () => {
    given([]).when(turn(false)).then([turnedOff]);
    given([turnedOff]).when(turn(false)).thenNothingHappened();
  });

  it('every kind is on until turned off, and can be turned on again', () => {
    given([]).when(turn(true, 'settings')).thenNothingHappened();
    given([turnedOff]).when(turn(true, 'settings')).thenMatches([{ data: { enabled: true, via: 'settings' } }]);
  });
});

describe('unsubscribe token', () => {
  const secret = 'a-secret-of-sixteen-or-more';

  it('names the member and kind it was made for', () => {
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, memberId, 'chat_digest'))).toEqual({ memberId, kind: 'chat_digest' });
  });

  it('refuses a token signed with another secret, or changed', () => {
    const token = unsubscribeToken(secret, memberId, 'trades');
    expect(readUnsubscribeToken('another-secret-entirely', token)).toBeNull();
    const forged = `${Buffer.from(`${sample.initiator}.trades`).toString('base64url')}.${token.split('.')[1]}`;
    expect(readUnsubscribeToken(secret, forged)).toBeNull();
    expect(readUnsubscribeToken(secret, 'nonsense')).toBeNull();
  });
});

describe('letters', () => {
  it('escape what members wrote in the HTML part, and carry List-Unsubscribe only when there is a link', () => {
    const letter = { subject: 'S', greeting: 'Hello,', paragraphs: ['<b>bold</b> & more'], link: { label: 'Open', url: 'http://site/x?a=1&b=2' } };
    const mail = renderLetter(letter, 'en', { kind: 'trades', url: 'http://site/mail/unsubscribe?token=t' });
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(mail.html).toContain('href="http://site/x?a=1&amp;b=2"');
    expect(mail.text).toContain('<b>bold</b> & more');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<http://site/mail/unsubscribe?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(renderLetter(letter, 'en', null).headers).toEqual({});
  });

  it('write the footer in the letter\'s language', () => {
    const letter = { subject: 'S', greeting: 'Hola:', paragraphs: ['Texto'], link: { label: 'Abrir', url: 'http://site/x' } };
    const mail = renderLetter(letter, 'es', { kind: 'trades', url: 'http://site/mail/unsubscribe?token=t' });
    expect(mail.text).toContain('Para no recibir más correos como este, abra: http://site/mail/unsubscribe?token=t');
    expect(mail.html).toContain('>darse de baja</a>');
    expect(renderLetter(letter, 'es', null).text).toContain('Si usted no pidió esto, puede ignorar este correo.');
  });
});
