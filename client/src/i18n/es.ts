import { collectAreas } from './areas';
import type { Messages } from './types';

/**
 * Every main text in Spanish, written for someone reading on a phone in a hard moment: short
 * sentences, "usted", the Spanish of Latin America. The same files as English (`texts.es.ts`
 * beside each `texts.en.ts`), gathered into this module, which the app loads only when someone
 * reads Spanish: one chunk.
 */
export const es = collectAreas(
  import.meta.glob<Record<string, unknown>>(['../features/*/texts.es.ts', '../components/*/texts.es.ts', '../app/texts.es.ts'], { eager: true }),
) as unknown as Messages;
