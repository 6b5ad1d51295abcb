import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, isSingleLineText, isStorableText, multiLineText, singleLineText, unstorableTextMessage } from './text';

const LONE_HIGH = JSON.parse('"a\\ud800b"') as string;
const LONE_LOW = JSON.parse('"a\\udc00b"') as string;
const PAIR = JSON.parse('"a\\ud83d\\ude00b"') as string; // 😀

describe('storable text', () => {
  it('refuses NUL, other control characters and unpaired surrogates everywhere', () => {
    for (const bad of ['Ann\u0000', '\u0001', 'a\u0008b', 'a\u000Bb', 'a\u000Cb', 'a\u001Fb', 'a\u007Fb', 'a\u0085b', 'a\u009Fb', LONE_HIGH, LONE_LOW, '\uD800', '\uDFFF']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
      expect(isSingleLineText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('allows tab and line breaks only in multi-line text', () => {
    for (const multi of ['line one\nline two', 'a\r\nb', 'col\tcol']) {
      expect(isStorableText(multi)).toBe(true);
      expect(isSingleLineText(multi)).toBe(false);
    }
  });

  it('accepts ordinary text in every script, emoji (paired surrogates) included', () => {
    for (const good of ['', 'Ann', 'José Núñez', 'Zoë & Søren', '東京', 'مرحبا', PAIR, '€ 10.50', '\u00A0non-breaking', 'U+FFFD \uFFFD']) {
      expect(isStorableText(good), good).toBe(true);
      expect(isSingleLineText(good), good).toBe(true);
    }
  });
});

describe('text schemas', () => {
  const name = singleLineText('First name', { error: 'First name is required.' }).trim().min(1, 'First name is required.').max(5, 'Too long.');
  const description = multiLineText('Description').trim().min(3, 'Too short.');

  it('refuses with one message naming the field, before any other rule', () => {
    const result = name.safeParse('Ann\u0000 and a lot more');
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]!.message).toBe('First name contains characters that cannot be stored.');
    expect(description.safeParse(`x${LONE_HIGH}`).error!.issues[0]!.message).toBe(unstorableTextMessage('Description'));
    expect(name.safeParse('Ann\nB').error!.issues[0]!.message).toBe('First name contains characters that cannot be stored.');
  });

  it('keeps the other rules and their messages', () => {
    expect(name.parse('  Ann ')).toBe('Ann');
    expect(name.safeParse('').error!.issues[0]!.message).toBe('First name is required.');
    expect(name.safeParse(42).error!.issues[0]!.message).toBe('First name is required.');
    expect(name.safeParse('Annabelle').error!.issues[0]!.message).toBe('Too long.');
    expect(description.parse('one\ntwo\tthree')).toBe('one\ntwo\tthree');
  });

  it('works inside objects, reporting the path', () => {
    const schema = z.object({ formData: z.object({ churchName: singleLineText('Church name') }) });
    const issue = schema.safeParse({ formData: { churchName: 'Grace\u0000' } }).error!.issues[0]!;
    expect(issue.path).toEqual(['formData', 'churchName']);
    expect(issue.message).toBe('Church name contains characters that cannot be stored.');
  });
});

describe('fieldLabel', () => {
  it('names a field path as a form would', () => {
    expect(fieldLabel('firstName')).toBe('First name');
    expect(fieldLabel('formData.churchName')).toBe('Church name');
    expect(fieldLabel('documents.0.name')).toBe('Name');
    expect(fieldLabel('search')).toBe('Search');
    expect(fieldLabel('reported_username')).toBe('Reported username');
    expect(fieldLabel('')).toBe('Text');
  });
});
