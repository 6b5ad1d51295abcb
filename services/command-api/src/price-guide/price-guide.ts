import type { PriceGuideEntry, PriceGuideEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { priceGuideMessages } from '@barteraid/events/messages/price-guide';

/** What the guide currently says for each entry, as a comparable text. */
export interface PriceGuideState {
  published: Record<string, string>;
}

export type PriceGuideCommand = { type: 'PublishEntries'; entries: PriceGuideEntry[]; now: string };

/** The entry's content in a fixed field order, so equal entries give equal text. */
export function entryFingerprint(entry: PriceGuideEntry): string {
  return JSON.stringify([
    entry.itemName,
    entry.category,
    entry.subcategory,
    entry.description,
    entry.minPriceCents,
    entry.maxPriceCents,
    entry.averagePriceCents,
    entry.unit,
    entry.isEmergencyItem,
  ]);
}

/** The single price_guide stream: publishes new or changed entries only, so reseeding is a no-op. */
export const priceGuideDecider: Decider<PriceGuideCommand, PriceGuideState, PriceGuideEvent> = {
  initialState: { published: {} },
  evolve(state, event) {
    switch (event.type) {
      case 'PriceGuideEntryPublished': {
        const { publishedAt: _publishedAt, ...entry } = event.data;
        return { published: { ...state.published, [entry.entryId]: entryFingerprint(entry) } };
      }
      default:
        return exhaustive(event.type, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'PublishEntries': {
        for (const entry of command.entries) {
          if (entry.minPriceCents > entry.averagePriceCents || entry.averagePriceCents > entry.maxPriceCents)
            reject('invalid', priceGuideMessages.message('averageOutside', { itemName: entry.itemName }));
        }
        return command.entries
          .filter((entry) => state.published[entry.entryId] !== entryFingerprint(entry))
          .map((entry) => ({ type: 'PriceGuideEntryPublished', data: { ...entry, publishedAt: command.now } }));
      }
      default:
        return exhaustive(command.type);
    }
  },
};
