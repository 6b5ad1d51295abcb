import { useSyncExternalStore } from 'react';
import type { PostListingBody } from '@barteraid/events/contracts/listings';
import type { SendMessageBody } from '@barteraid/events/contracts/trades';
import { ApiError, apiJson, newIdempotencyKey } from './api';

/**
 * Writes a member made without a connection (a chat message, a new listing), kept on this device
 * until the server has them. Each carries an id made here once and sent as its Idempotency-Key on
 * every attempt: the server runs a key once and answers repeats from its record (for 24 hours), so
 * a write whose answer was lost on a failing connection is never recorded twice when sent again.
 */
export type PendingWrite =
  | { kind: 'message'; id: string; memberId: string; createdAt: string; body: SendMessageBody }
  | { kind: 'listing'; id: string; memberId: string; createdAt: string; body: PostListingBody };

const STORAGE_KEY = 'barteraid.outbox';
const paths: Record<PendingWrite['kind'], string> = { message: '/api/messages', listing: '/api/listings' };

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedWrites: PendingWrite[] = [];

function read(): PendingWrite[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return []; // storage turned off: nothing can wait on this device
  }
  if (raw === cachedRaw) return cachedWrites;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedWrites = Array.isArray(parsed) ? (parsed as PendingWrite[]) : [];
  } catch {
    cachedWrites = [];
  }
  return cachedWrites;
}

function write(writes: PendingWrite[]): void {
  try {
    if (writes.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(writes));
  } catch {
    // storage full or turned off: the write stays only as long as this page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab queued or sent something.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A prerendered page, and the app's first render over it, know of no waiting write (the device's come right after). */
const NOTHING_WAITING: PendingWrite[] = [];
const nothingWaiting = () => NOTHING_WAITING;

/** The member's writes still waiting for the server, oldest first. */
export function usePendingWrites(memberId: string | null | undefined): PendingWrite[] {
  const all = useSyncExternalStore(subscribe, read, nothingWaiting);
  return memberId ? all.filter((pending) => pending.memberId === memberId) : [];
}

export function keepWrite(pending: PendingWrite): void {
  write([...read().filter((each) => each.id !== pending.id), pending]);
}

const forget = (id: string) => write(read().filter((each) => each.id !== id));

/** Signing out leaves nothing of the member's on the device. */
export function forgetPendingWrites(): void {
  write([]);
}

/** A new write of this member, with its id for every attempt. */
export function newPendingWrite<K extends PendingWrite['kind']>(
  kind: K,
  memberId: string,
  body: Extract<PendingWrite, { kind: K }>['body'],
): PendingWrite {
  return { kind, memberId, body, id: newIdempotencyKey(), createdAt: new Date().toISOString() } as PendingWrite;
}

/** Nothing reached the server, or its answer never came back: worth sending again later. */
function lostOnTheWay(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429 || error.status === 401;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Sends it now when the browser has a connection; keeps it on the device when it has none or the
 * connection fails on the way. Resolves with the server's answer, or null when kept.
 */
export async function sendOrKeep<T>(pending: PendingWrite): Promise<T | null> {
  if (!navigator.onLine) {
    keepWrite(pending);
    return null;
  }
  try {
    return await apiJson<T>('POST', paths[pending.kind], pending.body, { idempotencyKey: pending.id });
  } catch (error) {
    if (!(error instanceof ApiError) && lostOnTheWay(error)) {
      keepWrite(pending);
      return null;
    }
    throw error;
  }
}

export interface SendOutcome {
  sent: PendingWrite[];
  /** Refused by the server (e.g. the trade ended meanwhile), with its message; not kept. */
  refused: { pending: PendingWrite; error: unknown }[];
}

let sending: Promise<SendOutcome> | null = null;

async function sendAll(memberId: string): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: [], refused: [] };
  // Read again under the lock: another tab may have sent some meanwhile.
  for (const pending of read().filter((each) => each.memberId === memberId)) {
    try {
      await apiJson('POST', paths[pending.kind], pending.body, { idempotencyKey: pending.id });
      forget(pending.id);
      outcome.sent.push(pending);
    } catch (error) {
      if (lostOnTheWay(error)) break; // still no way through: the rest waits too, in order
      forget(pending.id);
      outcome.refused.push({ pending, error });
    }
  }
  return outcome;
}

/**
 * Sends the member's waiting writes, oldest first, one tab at a time (a Web Lock where the browser
 * has them); a call while a send runs in this tab joins it.
 */
export function sendPendingWrites(memberId: string): Promise<SendOutcome> {
  if (!sending) {
    const run = () => sendAll(memberId);
    const locked: Promise<SendOutcome> =
      typeof navigator.locks?.request === 'function' ? navigator.locks.request('barteraid.outbox', run).then((outcome) => outcome) : run();
    sending = locked.finally(() => {
      sending = null;
    });
  }
  return sending;
}
