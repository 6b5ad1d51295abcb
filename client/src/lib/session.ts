import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@barteraid/events/contracts/members';
import { ApiError, apiPost } from './api';
import { forgetOfflineCopy } from './offline-cache';
import { forgetPendingWrites } from './outbox';
import { useHydrating } from './hydration';

/**
 * A sign-out asked for without a connection (a shared phone in a shelter must be left signed out):
 * the device forgets the member at once, and the server's session is ended as soon as the app has a
 * connection again, before the session is checked. Until then the member reads as signed out.
 */
const SIGN_OUT_KEY = 'barteraid.sign-out-pending';

export function markSignOutPending(): void {
  try {
    localStorage.setItem(SIGN_OUT_KEY, '1');
  } catch {
    // storage turned off: the server's session ends at its own expiry
  }
}

function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

function clearSignOutPending(): void {
  try {
    localStorage.removeItem(SIGN_OUT_KEY);
  } catch {
    // nothing was kept
  }
}

/**
 * Why the server ended this device's session, kept until the sign-in page has said it: a member
 * sent to sign-in with no word why would think it a fault of the site.
 */
const ENDED_KEY = 'barteraid.signed-out-because';
export type SignedOutBecause = 'suspended';

function rememberSignedOutBecause(why: SignedOutBecause): void {
  try {
    sessionStorage.setItem(ENDED_KEY, why);
  } catch {
    // storage turned off: the sign-in page says nothing more than before
  }
}

/** Why the session ended, once: reading it forgets it. */
export function takeSignedOutBecause(): SignedOutBecause | null {
  try {
    const why = sessionStorage.getItem(ENDED_KEY);
    sessionStorage.removeItem(ENDED_KEY);
    return why === 'suspended' ? why : null;
  } catch {
    return null;
  }
}

/**
 * Ends the server's session of a sign-out made offline; true once it is ended (or there was none).
 * Any other refusal leaves it waiting: the device stays signed out until the member signs in again.
 */
async function finishPendingSignOut(): Promise<boolean> {
  try {
    await apiPost('/api/auth/logout');
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) return false;
  }
  clearSignOutPending();
  return true;
}

/**
 * Only the server's answer signs the member out on this device. A check that got none (no
 * connection yet: a phone's network comes back a moment after the browser says so) or met a server
 * that is down (5xx) fails instead, and the query keeps the member it knew: reconnecting leaves them
 * where they were. With no member known before, a failed check reads as signed out all the same.
 */
async function fetchSession({ signal }: { signal: AbortSignal }): Promise<Profile | null> {
  if (signOutPending() && !(navigator.onLine && (await finishPendingSignOut()))) return null;
  const response = await fetch('/api/auth/me', { credentials: 'include', signal });
  if (response.status === 401) {
    // Signed out elsewhere or expired: what this device kept of the member goes (writes still
    // waiting stay for when they sign in again).
    forgetOfflineCopy();
    if (response.headers.get('x-barteraid-session-ended') === 'suspended') rememberSignedOutBecause('suspended');
    return null;
  }
  if (response.status >= 500) throw new ApiError(response.status, await response.text(), response.statusText);
  if (!response.ok) return null;
  return (await response.json()) as Profile;
}

/** The signed-in member's profile, or null when signed out (`GET /api/auth/me`). */
export const sessionQuery = () => queryOptions({ queryKey: ['/api/auth/me'], queryFn: fetchSession, staleTime: 0 });
export const SESSION_KEY = sessionQuery().queryKey;

export function useSession() {
  const query = useQuery(sessionQuery());
  // A prerendered page was rendered before any session answer (`lib/hydration.ts`).
  const hydrating = useHydrating();
  if (hydrating) return { user: null, isLoading: true };
  return { user: query.data ?? null, isLoading: query.isLoading };
}

export function storeSignedInUser(queryClient: QueryClient, user: Profile): void {
  // Signed in again: a sign-out still waiting for the connection is not for this session.
  clearSignOutPending();
  queryClient.setQueryData(SESSION_KEY, user);
}

/** Sign-out forgets everything cached for the previous member, on the device too. */
export function forgetSession(queryClient: QueryClient): void {
  forgetOfflineCopy();
  forgetPendingWrites();
  queryClient.clear();
  queryClient.setQueryData(SESSION_KEY, null);
}
