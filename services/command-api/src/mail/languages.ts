import { formatCents, memberLanguages, type MemberLanguage } from '@barteraid/events';

/**
 * A mail is written in the language its recipient saved (`members.language`), English when they
 * never chose. Every text is given as one value per language, so a missing Spanish text is a type
 * error rather than an English sentence in a Spanish mail.
 */
export type InEach<T> = { readonly [language in MemberLanguage]: T };

/** The saved language as the read model holds it (any text, or null) to the language a mail is written in. */
export const mailLanguage = (saved: string | null | undefined): MemberLanguage =>
  (memberLanguages as readonly string[]).includes(saved ?? '') ? (saved as MemberLanguage) : 'en';

/** "Hello Maria," / "Hola, Maria:"; without a first name (unknown, or erased) the plain greeting. */
export const greeting: InEach<(firstName?: string | null) => string> = {
  en: (firstName) => (firstName?.trim() ? `Hello ${firstName.trim()},` : 'Hello,'),
  es: (firstName) => (firstName?.trim() ? `Hola, ${firstName.trim()}:` : 'Hola:'),
};

// The client's locale for Spanish (client/src/lib/format.ts); English keeps the words mail always had.
const spanish = 'es-US';
const spanishCredits = new Intl.NumberFormat(spanish, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const spanishMoment = new Intl.DateTimeFormat(spanish, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const spanishDay = new Intl.DateTimeFormat(spanish, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "1250.00 credits" / "1,250.00 créditos". */
export const credits: InEach<(cents: number) => string> = {
  en: (cents) => `${formatCents(cents)} credits`,
  es: (cents) => `${spanishCredits.format(cents / 100)} créditos`,
};

/** A payment in its currency: "10.00 USD" / "$10.00". */
export const money: InEach<(cents: number, currency: string) => string> = {
  en: (cents, currency) => `${formatCents(cents)} ${currency.toUpperCase()}`,
  es: (cents, currency) => new Intl.NumberFormat(spanish, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100),
};

/** A moment, such as when a link stops working (UTC, since the reader's time zone is unknown). */
export const moment: InEach<(iso: string) => string> = {
  en: (iso) => new Date(iso).toUTCString(),
  es: (iso) => spanishMoment.format(new Date(iso)),
};

/** A calendar day: "2026-03-01" / "1 de marzo de 2026". */
export const day: InEach<(iso: string) => string> = {
  en: (iso) => iso.slice(0, 10),
  es: (iso) => spanishDay.format(new Date(iso)),
};

/**
 * A link of a mail in another language than English carries it (`lang=es`), so the page it opens
 * speaks the mail's language even on a device that never chose one; English links stay as they were.
 */
export function inLanguage(url: string, language: MemberLanguage): string {
  if (language === 'en') return url;
  const link = new URL(url);
  link.searchParams.set('lang', language);
  return link.toString();
}
