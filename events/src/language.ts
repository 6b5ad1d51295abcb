import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/** The languages a member can read BarterAid in. */
export const memberLanguages = ['en', 'es'] as const;
export type MemberLanguage = (typeof memberLanguages)[number];
export const memberLanguage = z.enum(memberLanguages);

/**
 * A member chose the language they read BarterAid in (the switch in the header or footer, or the
 * language they registered in). One stream per member (`language-<memberId>`); a member who never
 * chose reads the site in their browser's language.
 */
export const MemberLanguageChosen = defineEvent(
  'MemberLanguageChosen',
  1,
  z.object({
    memberId: z.string().uuid(),
    language: memberLanguage,
    chosenAt: z.string(),
  }),
);

export type LanguageEvent = EventOf<typeof MemberLanguageChosen>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const languageEvents = [MemberLanguageChosen] as const;
