import { describe, expect, it } from 'vitest';
import { smsMessages } from '@barteraid/events/messages/sms';
import { parseReceipt } from '../phone/smpp-transport';
import { commandOf } from './inbound';
import { noticeText } from './ladder';
import { registeredReplies, smsReplies } from './registered-replies';
import type { SmsReplies } from './replies';

const feature = (words: Record<'en' | 'es', string>, name = 'renew'): SmsReplies => ({
  notices: [{ code: `test.${name}`, replies: [name] }],
  replies: [{ name, words, done: smsMessages.message('accepted'), perform: async () => undefined }],
  subjectOf: () => null,
  subjectVersion: async () => null,
});

describe('reply commands by text', () => {
  it('reads a word and a 4-digit code in any case and spacing; anything more is not a command', () => {
    expect(commandOf('  aceptar   4821 ')).toEqual({ word: 'ACEPTAR', code: '4821', extra: false });
    expect(commandOf('STOP')).toEqual({ word: 'STOP', code: null, extra: false });
    expect(commandOf('Sí 4821')).toEqual({ word: 'SI', code: '4821', extra: false });
    expect(commandOf('ACCEPT 48210').extra).toBe(true);
    expect(commandOf('ACCEPT 4821 please').extra).toBe(true);
  });

  it('registers every feature’s replies as the modules declare them: YES / SI renews a listing, urgent needs are texted, ordinary matches are not', () => {
    const replies = smsReplies();
    expect(replies.byWord('si')?.name).toBe('still-needed');
    expect(replies.notice('needsNotices.stillNeededText')?.replies).toEqual(['still-needed']);
    expect(replies.notice('alertNotices.urgentNeedText')?.replies).toEqual([]);
    expect(replies.notice('alertNotices.matchedUrgentText')?.replies).toEqual([]);
    expect(replies.notice('alertNotices.matchedText')).toBeUndefined();
  });

  it('finds a feature’s reply by its word in either language, and refuses a word two features claim', () => {
    const replies = registeredReplies([feature({ en: 'YES', es: 'SI' })]);
    expect(replies.byWord('si')?.name).toBe('renew');
    expect(replies.notice('test.renew')?.replies).toEqual(['renew']);
    expect(() => registeredReplies([feature({ en: 'YES', es: 'SI' }), feature({ en: 'YES', es: 'SÍ' }, 'other')])).toThrow('two SMS replies use the word YES');
  });

  it('writes the notification and the reply line in the member’s language', () => {
    const description = { code: 'tradeNotices.proposedText', params: { actor: 'Sam', listing: 'Water', amount: '12.00' } };
    expect(noticeText('en', description, ['ACCEPT', 'DECLINE'], '4821')).toBe('Sam proposed a trade for "Water" (12.00 credits). Reply ACCEPT 4821 or DECLINE 4821');
    expect(noticeText('es', description, ['LISTO'], '4821')).toMatch(/Responda LISTO 4821$/);
    expect(noticeText('en', description, [], null)).toBe('Sam proposed a trade for "Water" (12.00 credits).');
  });

  it('reads an SMSC delivery receipt', () => {
    expect(parseReceipt({ short_message: 'id:m7 sub:001 dlvrd:001 submit date:2601010000 done date:2601010001 stat:DELIVRD err:000 text:' })).toEqual({
      smscMessageId: 'm7',
      delivered: true,
      state: 'DELIVRD',
    });
    expect(parseReceipt({ short_message: 'id:m8 stat:UNDELIV err:001' })).toMatchObject({ delivered: false, state: 'UNDELIV' });
    expect(parseReceipt({ short_message: 'hello' })).toBeNull();
  });
});
