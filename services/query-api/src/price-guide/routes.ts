import { Router } from 'express';
import { z } from 'zod';
import { formatCents, priceGuideCategories, singleLineText } from '@barteraid/events';
import { notFound, parseWith } from '@barteraid/infra';
import type { FairPrice } from '@barteraid/events/contracts/price-guide';
import type { QueryDeps } from '../deps';
import { entryView, loadEntries } from './entries';
import { itemConditions, suggestFairPrice } from './fair-price';
import { priceGuideMessages } from '@barteraid/events/messages/price-guide';

const INVALID_CATEGORY = `Invalid Category: Choose one of ${priceGuideCategories.join(', ')}.`;

/** An optional query value: absent or blank means "not given". */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const category = optionalParam(z.enum(priceGuideCategories, { error: INVALID_CATEGORY }));

const listQuery = z.object({
  category,
  search: optionalParam(singleLineText('Search', { error: 'Search must be text.' }).trim().max(100, 'Search must be at most 100 characters.')),
});

const fairPriceQuery = z.object({
  itemName: singleLineText('Item name', { error: 'Missing Information: Please enter an item name.' })
    .trim()
    .min(1, 'Missing Information: Please enter an item name.')
    .max(100, 'Item name must be at most 100 characters.'),
  category,
  condition: optionalParam(
    z.enum(itemConditions, { error: `Invalid Condition: Choose one of ${itemConditions.join(', ')}.` }),
  ).transform((value) => value ?? 'good'),
  urgent: optionalParam(z.enum(['true', 'false'], { error: 'urgent must be true or false.' })).transform(
    (value) => value === 'true',
  ),
});

export function priceGuideRoutes(deps: QueryDeps): Router {
  const router = Router();

  /** The guide, optionally one category and/or entries matching every search word. */
  router.get('/api/price-guide', async (req, res) => {
    const query = parseWith(listQuery, req.query);
    const searchWords = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
    const entries = await loadEntries(deps.db, { category: query.category, searchWords });
    res.set('Cache-Control', 'no-cache').json(entries.map(entryView));
  });

  /** The Smart Pricing Assistant: a fair credit price from the most similar entries. */
  router.get('/api/price-guide/fair-price', async (req, res) => {
    const query = parseWith(fairPriceQuery, req.query);
    const suggestion = suggestFairPrice(
      { itemName: query.itemName, category: query.category ?? null, condition: query.condition, urgent: query.urgent },
      await loadEntries(deps.db),
    );
    if (!suggestion) {
      throw notFound(priceGuideMessages.message('nothingLike', { itemName: query.itemName }));
    }
    const answer: FairPrice = {
      suggestedPrice: formatCents(suggestion.suggestedCents),
      minPrice: formatCents(suggestion.minCents),
      maxPrice: formatCents(suggestion.maxCents),
      unit: suggestion.unit,
      condition: query.condition,
      urgent: query.urgent,
      isEmergencyItem: suggestion.isEmergencyItem,
      note: suggestion.note,
      basedOn: suggestion.basedOn.map(entryView),
    };
    res.set('Cache-Control', 'no-cache').json(answer);
  });

  return router;
}
