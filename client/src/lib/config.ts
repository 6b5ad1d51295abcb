import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@barteraid/events/contracts/members';

const REMEMBERED = 'barteraid.config';
/**
 * The helpline the page was sent with (the server names its configured one in the head): the
 * app's first render shows the number the prerendered page already shows.
 */
function helplineOfThePage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[name="barteraid-helpline"]')?.content || undefined;
}

/** Shown until the server answers and when offline with nothing remembered. */
export const FALLBACK_CONFIG: PublicConfig = { helplinePhone: helplineOfThePage() ?? '1-800-227-8370', altLoginPages: true, stripePublishableKey: null, mapTilesUrl: null, mapTilesAttribution: null };

function remembered(): PublicConfig | undefined {
  try {
    const raw = localStorage.getItem(REMEMBERED);
    return raw ? (JSON.parse(raw) as PublicConfig) : undefined;
  } catch {
    return undefined;
  }
}

/** The helpline stays known offline because the last answer is kept in this browser. */
async function fetchConfig(): Promise<PublicConfig> {
  let config: PublicConfig;
  try {
    const response = await fetch('/api/config', { credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    config = (await response.json()) as PublicConfig;
  } catch (error) {
    const known = remembered();
    if (known) return known;
    throw error;
  }
  try {
    localStorage.setItem(REMEMBERED, JSON.stringify(config));
  } catch {
    // private mode: nothing to remember
  }
  return config;
}

/** The public settings, remembered in this browser for offline use (`GET /api/config`). */
export const configQuery = () => queryOptions({ queryKey: ['/api/config'], queryFn: fetchConfig, placeholderData: remembered });

export function usePublicConfig() {
  const query = useQuery(configQuery());
  return { config: query.data ?? FALLBACK_CONFIG, isLoading: query.isLoading && !query.data, isKnown: query.isSuccess };
}
