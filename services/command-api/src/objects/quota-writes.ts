import { streams } from '@barteraid/events';
import { log, type Db } from '@barteraid/infra';
import { decideAcross, loadStream, nowOf, type CommandContext, type PlannedWrite } from '../command-handling';
import { avatarDecider } from '../avatar/avatar';
import { objectDecider } from './object';
import { UploadQuotaReached, uploadQuotaDecider } from './quota';

/**
 * A burst of one member's uploads all meet on their quota stream, so a lost race must resolve by
 * the limits, not by giving up: many attempts, each after a short random pause.
 */
export const onQuotaRace = { retries: 99, maxBackoffMs: 50 };

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
  const now = nowOf(context).toISOString();
  const position = await decideAcross(context, async () => {
    const quota = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
    const decisions: PlannedWrite[] = [];
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
    return { writes: decisions, answer: (written: number | null) => written };
  }, onQuotaRace);
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
  const now = nowOf(context).getTime();
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
    await decideAcross(context, async () => {
      const fresh = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
      const events = uploadQuotaDecider.decide({ type: 'FreeSpace', memberId, objectIds, reason, now: nowOf(context).toISOString() }, fresh.state);
      return { writes: [{ streamName: streams.uploads(memberId), expected: fresh.expected, events }], answer: () => undefined };
    }, onQuotaRace);
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
