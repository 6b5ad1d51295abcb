/**
 * How often a saved alert writes: on its own module, without zod, so the client's alert forms
 * (shown on the marketplace) import these three words and not the whole event catalogue.
 */
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
