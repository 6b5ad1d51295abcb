/** North American area codes that are toll-free or premium: no phone there can get a text. */
const NOT_MOBILE_AREA_CODES = new Set(['800', '833', '844', '855', '866', '877', '888', '900']);

/**
 * A mobile number in E.164 (`+15125550100`) from what a member typed: `+` and the country code, or
 * a 10-digit US number (with or without 1), spaces, dashes, dots and brackets allowed. Null when
 * it cannot be one: too short or long, letters, a US number that breaks the numbering plan, or a
 * toll-free or premium one.
 */
export function mobileNumber(typed: string): string | null {
  const compact = typed.trim().replace(/[\s().-]/g, '');
  let e164: string;
  if (/^\+[1-9]\d{7,14}$/.test(compact)) e164 = compact;
  else if (/^1?\d{10}$/.test(compact)) e164 = `+1${compact.slice(-10)}`;
  else return null;
  if (e164.startsWith('+1')) {
    const national = e164.slice(2);
    if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
    if (NOT_MOBILE_AREA_CODES.has(national.slice(0, 3))) return null;
  }
  return e164;
}

/** A number as an SMSC writes it (`15125550100`, `+15125550100`, `whatsapp:+15125550100`) in E.164. */
export const e164 = (address: unknown) => {
  const digits = String(address ?? '').replace(/[^\d]/g, '');
  return digits ? `+${digits}` : '';
};
