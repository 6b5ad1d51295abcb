import { memberLanguages, type MemberLanguage } from '@barteraid/events';
import { renderIn } from '@barteraid/events/messages/language';
import { mailMessages } from '@barteraid/events/messages/mail';

/**
 * A mail is written in the language its recipient saved (`members.language`), English when they
 * never chose. Its words are messages of its feature's catalogue (`events/src/messages/<feature>-mail.ts`),
 * written with `renderIn` like the bell and push, so a missing Spanish text fails the parity test.
 * This turns the saved language as the read model holds it (any text, or null) into that language.
 */
export const mailLanguage = (saved: string | null | undefined): MemberLanguage =>
  (memberLanguages as readonly string[]).includes(saved ?? '') ? (saved as MemberLanguage) : 'en';

/** "Hello Maria," / "Hola, Maria:"; without a first name (unknown, or erased) the plain greeting. */
export const greetingIn = (language: MemberLanguage, firstName?: string | null): string =>
  renderIn(language, firstName?.trim() ? mailMessages.message('greeting', { firstName: firstName.trim() }) : mailMessages.message('greetingUnnamed'));

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
