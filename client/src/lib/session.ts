import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@barteraid/events/contracts/members';

/** Any failed session check (signed out, server down) counts as not signed in. */
async function fetchSession({ signal }: { signal: AbortSignal }): Promise<Profile | null> {
  try {
    const response = await fetch('/api/auth/me', { credentials: 'include', signal });
    if (!response.ok) return null;
    return (await response.json()) as Profile;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
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

/** Sign-out forgets everything cached for the previous member. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(SESSION_KEY, null);
}
