import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@barteraid/events/contracts/members';
import { forgetOfflineCopy } from './offline-cache';
import { forgetPendingWrites } from './outbox';

/**
 * Any failed session check (signed out, server down) counts as not signed in, except one that
 * never reached the server: offline, the member known before (the copy this device kept) stays.
 */
async function fetchSession({ signal }: { signal: AbortSignal }): Promise<Profile | null> {
  let response: Response;
  try {
    response = await fetch('/api/auth/me', { credentials: 'include', signal });
  } catch (error) {
    if (signal.aborted || !navigator.onLine) throw error;
    return null;
  }
  if (!response.ok) {
    // Signed out elsewhere or expired: what this device kept of the member goes (writes still
    // waiting stay for when they sign in again).
    if (response.status === 401) forgetOfflineCopy();
    return null;
  }
  return (await response.json()) as Profile;
}

/** The signed-in member's profile, or null when signed out (`GET /api/auth/me`). */
export const sessionQuery = () => queryOptions({ queryKey: ['/api/auth/me'], queryFn: fetchSession, staleTime: 0 });
export const SESSION_KEY = sessionQuery().queryKey;

export function useSession() {
  const query = useQuery(sessionQuery());
  return { user: query.data ?? null, isLoading: query.isLoading };
}

export function storeSignedInUser(queryClient: QueryClient, user: Profile): void {
  queryClient.setQueryData(SESSION_KEY, user);
}

/** Sign-out forgets everything cached for the previous member, on the device too. */
export function forgetSession(queryClient: QueryClient): void {
  forgetOfflineCopy();
  forgetPendingWrites();
  queryClient.clear();
  queryClient.setQueryData(SESSION_KEY, null);
}
