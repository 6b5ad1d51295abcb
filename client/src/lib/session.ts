import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@barteraid/events/contracts/members';
import { ApiError, apiPost } from './api';
import { forgetOfflineCopy } from './offline-cache';
import { forgetPendingWrites } from './outbox';

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
 * Any failed session check (signed out, server down) counts as not signed in, except one that
 * never reached the server: offline, the member known before (the copy this device kept) stays.
 */
async function fetchSession({ signal }: { signal: AbortSignal }): Promise<Profile | null> {
  if (signOutPending() && !(navigator.onLine && (await finishPendingSignOut()))) return null;
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
