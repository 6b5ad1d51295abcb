import { randomUUID } from 'node:crypto';
import type { EventStore } from '@barteraid/infra';
import { seedPriceGuide } from '../price-guide/seed';

/**
 * Reference data every deployment needs (unlike demo data): published at each start of the
 * command side, idempotently. Returns the last position written, if any.
 */
export async function seedReferenceData(store: EventStore): Promise<number | null> {
  const context = { store, actorId: null, correlationId: randomUUID() };
  return seedPriceGuide(context, { logins: [], memberIds: new Map(), position: 0 });
}
