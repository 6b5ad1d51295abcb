import type { QueryKey } from '@tanstack/react-query';
import type { RealtimeEvent } from '@barteraid/events/contracts/notifications';
import { liveQueryKeys, type LiveUpdates } from '../lib/live-updates';

/**
 * Which queries each live topic refreshes. Each feature declares its own in
 * `features/<name>/live-updates.ts` (`liveUpdates`, keyed by topic, from its query factories);
 * this collects them like `routes.ts` collects the pages, so a new feature edits no central file.
 */
const modules = import.meta.glob<{ liveUpdates: LiveUpdates }>('../features/*/live-updates.ts', { eager: true });

export const featureLiveUpdates: LiveUpdates[] = Object.values(modules).map((module) => module.liveUpdates);

export const appLiveQueryKeys = (event: RealtimeEvent): QueryKey[] => liveQueryKeys(featureLiveUpdates, event);
