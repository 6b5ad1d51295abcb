import type { z } from 'zod';
import type { registrationSchema } from '@barteraid/events/contracts/auth';

/** A registration once its body is parsed (`registrationSchema` of the auth contract): trimmed, optional fields null. */
export type Registration = z.output<typeof registrationSchema>;
