import { streams, type ObjectPurpose } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';
import { loadStream } from '../command-handling';
import { objectDecider, type StoredImage } from './object';

/** An uploaded object's facts, from its own stream (the source of truth, not a read model). */
export interface StoredObjectFacts {
  objectId: string;
  ownerId: string;
  purpose: ObjectPurpose;
  contentType: string;
  size: number;
  sha256: string;
  /** A listing photo's display and thumbnail sizes; null for other files. */
  image: StoredImage | null;
}

/**
 * For features that refer to uploads (avatars, verification documents): null unless the
 * object's bytes were uploaded (and not deleted since). Callers check the owner and purpose they need.
 */
export async function readStoredObject(store: EventStore, objectId: string): Promise<StoredObjectFacts | null> {
  if (!OBJECT_ID.test(objectId)) return null;
  const { state } = await loadStream(store, streams.object(objectId.toLowerCase()), objectDecider);
  if (!state.request || !state.uploaded || state.deleted) return null;
  return { objectId: objectId.toLowerCase(), ownerId: state.request.ownerId, purpose: state.request.purpose, ...state.uploaded };
}

export const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/api/objects/<id>` — the one address an object is served from. */
export const objectUrl = (objectId: string) => `/api/objects/${objectId}`;

/** The object id in an object URL (relative or absolute, with or without a query), or null. */
export function objectIdFromUrl(value: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(value, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = /^\/api\/objects\/([^/]+)$/.exec(pathname);
  return match && OBJECT_ID.test(match[1]!) ? match[1]!.toLowerCase() : null;
}
