import { streams, type DomainEvent } from '@barteraid/events';
import { WrongExpectedRevisionError, log, type Db, type ExpectedRevision } from '@barteraid/infra';
import { loadStream, toNewEvent, type CommandContext } from '../command-handling';
import { avatarDecider } from '../avatar/avatar';
import { objectDecider } from './object';
import { UploadQuotaReached, uploadQuotaDecider } from './quota';

/** One stream's part of a decision: the events and the revision they were decided on. */
export interface StreamDecision {
  streamName: string;
  expected: ExpectedRevision;
  events: DomainEvent[];
}

/**
 * Appends a decision over several streams in one `appendMultiple`: on PostgreSQL one transaction,
 * every stream checked against its own revision. Where the store writes them one after another
 * (EventStoreDB), the order given is the order written, and each prefix a crash could leave is
 * one `reclaimUploadSpace` recognises. Returns the last position, or null when nothing was decided.
 */
export async function appendDecision(context: CommandContext, decisions: StreamDecision[]): Promise<number | null> {
  const writes = decisions.filter((decision) => decision.events.length > 0);
  if (writes.length === 0) return null;
  const result = await context.store.appendMultiple(
    writes.map(({ streamName, expected, events }) => ({ streamName, expected, events: events.map((event) => toNewEvent(event, context)) })),
  );
  return result.position;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs load → decide → append again whenever another writer of one of its streams got in
 * first. One member's uploads all meet on their quota stream, so a burst of them must resolve
 * by the limits, not by giving up: many attempts, each after a short random pause.
 */
export async function decideAgainOnRace<T>(attempt: () => Promise<T>, attempts = 100): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || tries >= attempts) throw error;
      await pause(Math.random() * Math.min(50, 2 * tries));
    }
  }
}

/** How long after its link expired an upload that never arrived is given up (a PUT decided just before expiry may still be appending). */
const ABANDON_AFTER_MS = 5 * 60 * 1000;

/**
 * Deletes avatars the member replaced: `ObjectDeleted` on each object and `UploadSpaceFreed` on
 * the quota, appended together, then the bytes. Idempotent: what is already deleted and freed
 * decides nothing, and deleting bytes twice is harmless, so a crash anywhere is finished by the
 * next avatar change or the next reclaim.
 */
export async function deleteReplacedAvatars(context: CommandContext, db: Db, memberId: string, objectIds: string[]): Promise<number | null> {
  if (objectIds.length === 0) return null;
  const now = new Date().toISOString();
  const position = await decideAgainOnRace(async () => {
    const quota = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
    const decisions: StreamDecision[] = [];
    for (const objectId of objectIds) {
      const object = await loadStream(context.store, streams.object(objectId), objectDecider);
      if (object.state.request?.ownerId !== memberId) continue;
      decisions.push({
        streamName: streams.object(objectId),
        expected: object.expected,
        events: objectDecider.decide({ type: 'DeleteObject', objectId, reason: 'avatar_replaced', now }, object.state),
      });
    }
    const owned = objectIds.filter((objectId) => decisions.some((decision) => decision.streamName === streams.object(objectId)));
    decisions.push({
      streamName: streams.uploads(memberId),
      expected: quota.expected,
      events: uploadQuotaDecider.decide({ type: 'FreeSpace', memberId, objectIds: owned, reason: 'avatar_replaced', now }, quota.state),
    });
    return appendDecision(context, decisions);
  });
  await db.deleteFrom('stored_objects').where('id', 'in', objectIds).where('owner_id', '=', memberId).execute();
  return position;
}

/**
 * Before a member is told their quota is full: frees what no longer counts but a crash (or a
 * store without atomic multi-stream appends) left counted — avatars they replaced, objects
 * deleted, and space counted for uploads whose link expired without `ObjectUploaded`. Reads the
 * member's and the objects' own streams, never a read model. Returns whether anything was freed.
 */
export async function reclaimUploadSpace(context: CommandContext, db: Db, memberId: string): Promise<boolean> {
  const quota = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
  const counted = Object.keys(quota.state.used);
  if (counted.length === 0) return false;
  const member = await loadStream(context.store, streams.member(memberId), avatarDecider);
  const replaced = new Set(member.state.replacedAvatars);
  const now = Date.now();
  const abandoned: string[] = [];
  const deleted: string[] = [];
  const avatars: string[] = [];
  for (const objectId of counted) {
    if (replaced.has(objectId)) {
      avatars.push(objectId);
      continue;
    }
    const { state } = await loadStream(context.store, streams.object(objectId), objectDecider);
    if (state.deleted) deleted.push(objectId);
    else if (!state.uploaded && (!state.request || Date.parse(state.request.expiresAt) + ABANDON_AFTER_MS < now)) abandoned.push(objectId);
  }
  if (avatars.length + abandoned.length + deleted.length === 0) return false;
  log.info('reclaiming upload space', { memberId, avatars: avatars.length, abandoned: abandoned.length, deleted: deleted.length });
  await deleteReplacedAvatars(context, db, memberId, avatars);
  for (const [reason, objectIds] of [['upload_abandoned', abandoned], ['object_deleted', deleted]] as const) {
    if (objectIds.length === 0) continue;
    await decideAgainOnRace(async () => {
      const fresh = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
      const events = uploadQuotaDecider.decide({ type: 'FreeSpace', memberId, objectIds, reason, now: new Date().toISOString() }, fresh.state);
      return appendDecision(context, [{ streamName: streams.uploads(memberId), expected: fresh.expected, events }]);
    });
  }
  if (abandoned.length > 0) await db.deleteFrom('stored_objects').where('id', 'in', abandoned).execute();
  return true;
}

/** Decides with the quota; when it says "full", reclaims what no longer counts and decides once more. */
export async function withReclaim<T>(context: CommandContext, db: Db, memberId: string, decide: () => Promise<T>): Promise<T> {
  try {
    return await decide();
  } catch (error) {
    if (!(error instanceof UploadQuotaReached) || !(await reclaimUploadSpace(context, db, memberId))) throw error;
    return decide();
  }
}
