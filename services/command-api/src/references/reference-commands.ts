import { deterministicId, streams, type ReferenceEvent } from '@barteraid/events';
import { execute, loadStream, nowOf, type CommandContext, type Decided } from '../command-handling';
import { referenceDecider, type TradeReferencesState } from './reference';
import { referencedTrade } from './referenced-trade';

export interface LeaveReferenceInput {
  tradeId: string;
  authorId: string;
  rating: number;
  comment: string;
}

/** One reference per party and trade, so its id follows from the two. */
export const referenceIdOf = (tradeId: string, authorId: string): string => deterministicId('trade-reference', tradeId, authorId);

/**
 * Leaves a reference: the trade's parties and completion come from the trade's own stream, and the
 * trade's references stream decides (one per party, within the window). A second reference sent at
 * the same moment loses the append race, is decided again and refused.
 */
export async function leaveReference(context: CommandContext, input: LeaveReferenceInput): Promise<Decided<TradeReferencesState, ReferenceEvent>> {
  const { state: trade } = await loadStream(context.store, streams.trade(input.tradeId), referencedTrade);
  return execute(context, streams.tradeReferences(input.tradeId), referenceDecider, {
    type: 'LeaveReference',
    referenceId: referenceIdOf(input.tradeId, input.authorId),
    authorId: input.authorId,
    trade,
    rating: input.rating,
    comment: input.comment,
    now: nowOf(context).toISOString(),
  });
}
