import { z } from 'zod';

/** `GET /api/user/phone`: the member's proven number (null when none) and whether texts are off (STOP). */
export const phoneStateSchema = z.object({ phone: z.string().nullable(), textsStopped: z.boolean() });
export type PhoneState = z.infer<typeof phoneStateSchema>;

/** `PUT /api/user/phone/texts`: turn texts on (undoes a STOP) or off. */
export const textsBodySchema = z.object({ on: z.boolean() });
export type TextsBody = z.infer<typeof textsBodySchema>;
