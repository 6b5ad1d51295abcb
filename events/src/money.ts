import { z } from 'zod';

/** Money is integer cents inside the system and a two-decimal string at the edge. */
export const cents = z.number().int().nonnegative();

export function formatCents(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const abs = Math.abs(amountCents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const creditsPattern = /^\d{1,9}(\.\d{1,2})?$/;

/** Parses a credit amount given as a number or string with at most two decimals; null when invalid. */
export function parseCredits(input: unknown): number | null {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (!creditsPattern.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A zod schema for credit amounts at the API edge that yields cents; `refusal` replaces the label-made refusal (a `schemaMessage`). */
export function creditsField(label: string, refusal?: string) {
  return z.union([z.string(), z.number()]).transform((value, ctx) => {
    const parsed = parseCredits(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: refusal ?? `${label} must be a non-negative amount with at most 2 decimals` });
      return z.NEVER;
    }
    return parsed;
  });
}
