import { z } from 'zod';

/** The plain `{message}` answer of many commands (and of every error). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
