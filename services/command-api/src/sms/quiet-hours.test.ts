import { describe, expect, it } from 'vitest';
import { hourIn, isQuiet, parseQuietHours } from './quiet-hours';

describe('quiet hours', () => {
  it('reads 22-8 and off, and refuses anything else', () => {
    expect(parseQuietHours('22-8')).toEqual({ from: 22, to: 8 });
    expect(parseQuietHours('off')).toBeNull();
    expect(() => parseQuietHours('late')).toThrow();
    expect(() => parseQuietHours('22-25')).toThrow();
  });

  it('holds back from 22:00 to 08:00 in the member’s time zone, across midnight', () => {
    const quiet = parseQuietHours('22-8');
    // 04:30 UTC is 22:30 the evening before in Chicago (CST), 05:30 in Madrid (CET): quiet in both.
    const night = new Date('2026-01-15T04:30:00Z');
    expect(hourIn(night, 'America/Chicago')).toBe(22);
    expect(isQuiet(quiet, night, 'America/Chicago')).toBe(true);
    expect(isQuiet(quiet, night, 'Europe/Madrid')).toBe(true);
    // 15:00 UTC: 09:00 in Chicago, 16:00 in Madrid.
    const day = new Date('2026-01-15T15:00:00Z');
    expect(isQuiet(quiet, day, 'America/Chicago')).toBe(false);
    expect(isQuiet(quiet, new Date('2026-01-15T13:59:00Z'), 'America/Chicago')).toBe(true);
    expect(isQuiet(null, night, 'America/Chicago')).toBe(false);
    expect(isQuiet({ from: 1, to: 5 }, new Date('2026-01-15T03:00:00Z'), 'UTC')).toBe(true);
    expect(isQuiet({ from: 1, to: 5 }, new Date('2026-01-15T05:00:00Z'), 'UTC')).toBe(false);
  });
});
