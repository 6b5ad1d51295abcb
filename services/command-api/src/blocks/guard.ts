import { streams } from '@barteraid/events';
import type { RecordedEvent } from '@barteraid/infra';
import { stateOf, type CommandContext } from '../command-handling';
import { reject } from '../decider';
import type { TradeParties } from '../trades/trade-parties';
import { blockListDecider, contactRefusal } from './block-list';

/**
 * Refuses (403) contact from `fromId` to `toId` when either blocked the other, from both members'
 * block streams: taken from `read` where already read, the rest in one read.
 */
async function refuseContact(
  context: CommandContext,
  fromId: string,
  toId: string,
  kind: 'proposal' | 'message',
  read: ReadonlyMap<string, RecordedEvent[]> = new Map(),
): Promise<void> {
  const names = [streams.blocks(fromId), streams.blocks(toId)];
  const missing = names.filter((name) => !read.has(name));
  const fetched = missing.length > 0 ? await context.store.readStreams(missing) : new Map<string, RecordedEvent[]>();
  const [from, to] = names.map((name) => stateOf(read.get(name) ?? fetched.get(name) ?? [], blockListDecider).state);
  const refusal = contactRefusal({ from: from!, to: to! }, toId, fromId, kind);
  if (refusal) reject('forbidden', refusal);
}

/** Before a trade proposal on a listing of `ownerId`. */
export const refuseBlockedProposal = (context: CommandContext, initiatorId: string, ownerId: string) =>
  refuseContact(context, initiatorId, ownerId, 'proposal');

/**
 * Before a message about a trade: between its two members only (anyone else is left to the
 * conversation's own refusal, which reveals nothing). `read` holds block streams already read
 * with the trade (see the message route); one it lacks is read here.
 */
export async function refuseBlockedMessage(
  context: CommandContext,
  parties: TradeParties | null,
  senderId: string,
  read: ReadonlyMap<string, RecordedEvent[]> = new Map(),
): Promise<void> {
  if (!parties || (parties.initiatorId !== senderId && parties.recipientId !== senderId)) return;
  const other = parties.initiatorId === senderId ? parties.recipientId : parties.initiatorId;
  await refuseContact(context, senderId, other, 'message', read);
}
