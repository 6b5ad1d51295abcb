import { describe, expect, it } from 'vitest';
import { mobileNumber } from './mobile-number';

describe('mobile numbers', () => {
  it('writes what members type as E.164', () => {
    expect(mobileNumber('(512) 555-0100')).toBe('+15125550100');
    expect(mobileNumber('1 512 555 0100')).toBe('+15125550100');
    expect(mobileNumber('+1 512.555.0100')).toBe('+15125550100');
    expect(mobileNumber('+52 55 1234 5678')).toBe('+525512345678');
  });

  it('refuses what cannot get a text: too short or long, letters, toll-free, premium, broken US numbers', () => {
    for (const typed of ['', '555-0100', '+1 512 555 01000', 'call me', '+1 800 555 0100', '(888) 555-0100', '900 555 0100', '012 555 0100', '512 055 0100', '+0 123 456 7890', '++15125550100']) {
      expect(mobileNumber(typed), typed).toBeNull();
    }
  });
});
