import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv';

describe('CSV cells', () => {
  it('leaves numbers as numbers, negative ones included, so a spreadsheet can add them up', () => {
    expect(csvCell('-1.00')).toBe('-1.00');
    expect(csvCell('-11')).toBe('-11');
    expect(csvCell('7.25')).toBe('7.25');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(0)).toBe('0');
  });

  it('guards text a spreadsheet would run as a formula', () => {
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('-1.00+cmd')).toBe("'-1.00+cmd");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('-')).toBe("'-");
    expect(csvCell('-.5e3')).toBe("'-.5e3");
  });

  it('quotes commas, quotes and line breaks, and writes null as an empty cell', () => {
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('writes a debit row with its amounts as numbers', () => {
    expect(csvDocument(['description', 'amount'] as const, [{ description: 'Paid to ana', amount: '-1.00' }])).toBe(
      'description,amount\r\nPaid to ana,-1.00\r\n',
    );
  });
});
