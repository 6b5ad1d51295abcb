import { z } from 'zod';
import type { MessageData } from '../messages/catalogue';

/**
 * A text sent as data beside its English words (`{code, params}` of a feature's catalogue, see
 * `messages/catalogue.ts`): the client writes it in the language on screen with `messageText`.
 */
export const messageDataSchema: z.ZodType<MessageData> = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
