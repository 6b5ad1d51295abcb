import { z } from 'zod';
import { messageFields } from './common';
import { memberLanguage } from '../language';

/** `PUT /api/user/language`: the language the member reads BarterAid in. */
export const languageBodySchema = z.object({ language: memberLanguage });
export type LanguageBody = z.infer<typeof languageBodySchema>;

/** The answer to `PUT /api/user/language`. */
export const languageAnswerSchema = z.object({ ...messageFields, language: memberLanguage });
export type LanguageAnswer = z.infer<typeof languageAnswerSchema>;
