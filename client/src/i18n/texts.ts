import { collectAreas } from './areas';
import type { AppTexts } from './types';

/**
 * Every English text of the main namespace, by area, collected like the routes: each feature's
 * `texts.en.ts` beside its pages, the shared components' (`components/layout/texts.en.ts`: the
 * frame around every page) and the app's own (`app/texts.en.ts`: words many pages share, and the
 * offline state). It ships with the app; the page namespaces do not (`pages.ts`).
 */
export const en = collectAreas(
  import.meta.glob<Record<string, unknown>>(['../features/*/texts.en.ts', '../components/*/texts.en.ts', '../app/texts.en.ts'], { eager: true }),
) as unknown as AppTexts;
