import { describe, expect, it } from 'vitest';
import { recentMonths } from '../../client/src/features/credits/statement-months';

describe("the statement's month filter", () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const values = (since: Date | null) => recentMonths('en-US', now, since).map((month) => month.value);

  it('offers only the month a member joined in when they joined this month', () => {
    expect(values(new Date('2026-11-26T09:00:00Z'))).toEqual(['2026-11']);
  });

  it('offers every month since joining, newest first', () => {
    expect(values(new Date('2026-09-30T23:59:00Z'))).toEqual(['2026-11', '2026-10', '2026-09']);
  });

  it('names each month in the reader\'s language', () => {
    expect(recentMonths('es-US', now, new Date('2026-11-01T00:00:00Z'))[0]?.label).toBe('noviembre de 2026');
    expect(recentMonths('en-US', now, new Date('2026-11-01T00:00:00Z'))[0]?.label).toBe('November 2026');
  });

  it('never offers more than two years', () => {
    expect(values(new Date('2019-01-01T00:00:00Z'))).toHaveLength(24);
    expect(values(null)).toHaveLength(24);
  });
});
