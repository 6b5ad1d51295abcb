import { streams } from '@barteraid/events';
import { loadStream, type CommandContext } from '../command-handling';
import { reject } from '../decider';
import { readTradeParties } from '../moderation/report-target';
import { blockListDecider, contactRefusal } from './block-list';

/** Refuses (403) contact from `fromId` to `toId` when either blocked the other, from both members' block streams. */
async function refuseContact(context: CommandContext, fromId: string, toId: string, kind: 'proposal' | 'message'): Promise<void> {
  const [from, to] = await Promise.all([
    loadStream(context.store, streams.blocks(fromId), blockListDecider),
    loadStream(context.store, streams.blocks(toId), blockListDecider),
  ]);
  const refusal = contactRefusal({ from: from.state, to: to.state }, toId, fromId, kind);
  if (refusal) reject('forbidden', refusal);
}

/** Before a trade proposal on a listing of `ownerId`. */
export const refuseBlockedProposal = (context: CommandContext, initiatorId: string, ownerId: string) =>
  refuseContact(context, initiatorId, ownerId, 'proposal');

/**
 * Before a message about a trade: between its two members only (anyone else is left to the
 * conversation's own refusal, which reveals nothing).
 */
export async function refuseBlockedMessage(context: CommandContext, tradeId: string, senderId: string): Promise<void> {
  const parties = await readTradeParties(context.store, tradeId);
  if (!parties || (parties.initiatorId !== senderId && parties.recipientId !== senderId)) return;
  const other = parties.initiatorId === senderId ? parties.recipientId : parties.initiatorId;
  await refuseContact(context, senderId, other, 'message');
}
