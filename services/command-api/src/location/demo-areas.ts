import { deterministicId, streams, type LocationPrecision } from '@barteraid/events';
import { zipPlace } from '@barteraid/infra';
import { execute, loadStream, nowOf } from '../command-handling';
import type { FeatureSeed } from '../seed/seed';
import { locationDecider } from './location';

/** The demo members' areas, in the three cities of the demo listings, so `npm start` shows distances at once. */
const areas: { email: string; zip: string; precision: LocationPrecision }[] = [
  { email: 'maria@example.org', zip: '77009', precision: 'town' },
  { email: 'sam@example.org', zip: '77003', precision: 'neighbourhood' },
  { email: 'james@example.org', zip: '70119', precision: 'town' },
  { email: 'grace@example.org', zip: '70806', precision: 'area' },
];

/**
 * Fixed draws per member, so a restart finds each area already set and the demo's public points
 * are the same on every machine (a real member's offset comes from the operating system's generator).
 */
const demoDraws = (email: string): [number, number] => {
  const id = deterministicId('demo-area', email);
  return [parseInt(id.slice(0, 8), 16) / 2 ** 32, parseInt(id.slice(9, 13), 16) / 2 ** 16];
};

export const seedDemoAreas: FeatureSeed = async (context, seeded) => {
  let position: number | null = null;
  for (const area of areas) {
    const memberId = seeded.memberIds.get(area.email);
    const place = zipPlace(area.zip);
    if (!memberId || !place) continue;
    const { state } = await loadStream(context.store, streams.location(memberId), locationDecider);
    if (state.place) continue;
    const result = await execute(
      context,
      streams.location(memberId),
      locationDecider,
      { type: 'SetLocation', memberId, zip: area.zip, point: place, precision: area.precision, draws: demoDraws(area.email), now: nowOf(context).toISOString() },
      { eventIds: () => deterministicId('demo-area-set', memberId) },
    );
    position = Math.max(position ?? 0, result.position ?? 0);
  }
  return position;
};
