import { dehydrate, hydrate, onlineManager, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@barteraid/events/contracts/members';

/**
 * The signed-in member's last answers, kept on the device so that without a connection they still
 * see their dashboard, conversations and the listings they last loaded. Only what a member reads of
 * their own and the marketplace is kept (never admin data); signing out removes it.
 */
const STORAGE_KEY = 'barteraid.offline-copy';
const KEPT_PREFIXES = ['/api/auth/me', '/api/user/', '/api/conversations', '/api/trades', '/api/listings', '/api/notifications'];
const SAVE_DELAY_MS = 500;
/** The newest answers kept, so the copy stays well inside the few megabytes a site may store. */
const MAX_KEPT_ANSWERS = 60;

interface OfflineCopy {
  memberId: string;
  /** When the newest answer in it arrived: what "last updated" says. */
  updatedAt: number;
  state: DehydratedState;
}

const isKept = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' && KEPT_PREFIXES.some((prefix) => (queryKey[0] as string).startsWith(prefix));

function readCopy(): OfflineCopy | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as OfflineCopy) : null;
  } catch {
    return null;
  }
}

/** When the data on screen was last fresh from the server, or null when nothing is kept. */
export function offlineCopyUpdatedAt(): Date | null {
  const copy = readCopy();
  return copy ? new Date(copy.updatedAt) : null;
}

export function forgetOfflineCopy(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage turned off: nothing was kept
  }
}

function save(queryClient: QueryClient): void {
  const member = queryClient.getQueryData<Profile | null>(['/api/auth/me']);
  if (!member) return forgetOfflineCopy();
  const fresh = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isKept(query.queryKey) });
  // A page load starts with an empty cache: answers kept from earlier pages stay unless replaced.
  const previous = readCopy();
  const replaced = new Set(fresh.queries.map((query) => query.queryHash));
  const earlier = previous?.memberId === member.id ? previous.state.queries.filter((query) => !replaced.has(query.queryHash)) : [];
  const queries = [...fresh.queries, ...earlier]
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_KEPT_ANSWERS);
  const state: DehydratedState = { mutations: [], queries };
  const updatedAt = Math.max(0, ...queries.map((query) => query.state.dataUpdatedAt));
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ memberId: member.id, updatedAt, state } satisfies OfflineCopy));
  } catch {
    forgetOfflineCopy(); // too big for this device's storage: better none than a stale part
  }
}

/**
 * Keeps the copy current as answers arrive: once for the answers of a short moment, and at once
 * when the page is hidden or goes away. The browser may cut that last write short (a busy phone,
 * a closed tab), so the timed write is the one to count on. Returns the stop.
 */
export function keepOfflineCopy(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    save(queryClient);
  };
  const saveSoon = () => {
    timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isKept(event.query.queryKey)) saveSoon();
  });
  // Answers that came before the member was known (a page's public lists) are kept too.
  saveSoon();
  // A phone may discard a page in the background without a pagehide; being hidden is the last
  // moment it reliably tells.
  const saveWhenHidden = () => {
    if (document.visibilityState === 'hidden') saveNow();
  };
  window.addEventListener('pagehide', saveNow);
  document.addEventListener('visibilitychange', saveWhenHidden);
  return () => {
    saveNow();
    window.removeEventListener('pagehide', saveNow);
    document.removeEventListener('visibilitychange', saveWhenHidden);
    unsubscribe();
  };
}

/**
 * Opened without a connection: the member's last copy fills the cache, so the pages show it
 * instead of a sign-in screen. With a connection the server answers as usual (nothing restored).
 */
export function restoreOfflineCopy(queryClient: QueryClient): void {
  // The query library assumes a connection until an event says otherwise; tell it how it starts.
  onlineManager.setOnline(navigator.onLine);
  if (navigator.onLine) return;
  const copy = readCopy();
  if (copy) hydrate(queryClient, copy.state);
}
