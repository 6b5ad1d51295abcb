import { deterministicId, streams } from '@barteraid/events';
import { execute, loadStream, nowOf } from '../command-handling';
import type { FeatureSeed } from '../seed/seed';
import { priceGuideCatalogue } from './catalogue';
import { entryFingerprint, priceGuideDecider } from './price-guide';

/**
 * Publishes the reference price guide. Runs at every start: unchanged entries append nothing,
 * and each event's id follows the entry's previous and new content, so two instances starting
 * together cannot publish the same revision twice (and reverting an entry still gets a new id).
 */
export const seedPriceGuide: FeatureSeed = async (context) => {
  const before = await loadStream(context.store, streams.priceGuide(), priceGuideDecider);
  const result = await execute(
    context,
    streams.priceGuide(),
    priceGuideDecider,
    { type: 'PublishEntries', entries: priceGuideCatalogue(), now: nowOf(context).toISOString() },
    {
      eventIds: (index, event) =>
        event.type === 'PriceGuideEntryPublished'
          ? deterministicId(
              'price-guide-entry-published',
              event.data.entryId,
              before.state.published[event.data.entryId] ?? '',
              entryFingerprint(event.data),
            )
          : deterministicId('price-guide', String(index)),
    },
  );
  return result.position;
};
