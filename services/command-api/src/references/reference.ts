import { REFERENCE_LIMITS, REFERENCE_WINDOW_MS, type ReferenceEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { isParty, otherParty, type ReferencedTrade } from './referenced-trade';
import { referencesMessages } from '@barteraid/events/messages/references';
import { tradesMessages } from '@barteraid/events/messages/trades';

/** A reference already on the trade, as it was left. */
export type WrittenReference = ReferenceEvent['data'];

/** The references on one trade (`trade_references-<tradeId>`): at most one per party. */
export interface TradeReferencesState {
  written: readonly WrittenReference[];
}

export type ReferenceCommand = {
  type: 'LeaveReference';
  referenceId: string;
  authorId: string;
  /** The trade as its own stream tells it (see referenced-trade.ts). */
  trade: ReferencedTrade;
  rating: number;
  comment: string;
  now: string;
};

export const referenceMessages = {
  /** Strangers learn nothing, not even that the trade exists (as trades answer them). */
  notFound: tradesMessages.message('notFound'),
  notCompleted: referencesMessages.message('notCompleted'),
  alreadyLeft: referencesMessages.message('alreadyLeft'),
  windowClosed: referencesMessages.message('windowClosed', { days: REFERENCE_LIMITS.windowDays }),
  invalidRating: referencesMessages.message('invalidRating', { min: REFERENCE_LIMITS.ratingMin, max: REFERENCE_LIMITS.ratingMax }),
  commentTooLong: referencesMessages.message('commentTooLong', { max: REFERENCE_LIMITS.commentMax }),
  left: referencesMessages.message('left'),
  bothLeft: referencesMessages.message('bothLeft'),
} as const;

const isWholeStars = (rating: number) =>
  Number.isInteger(rating) && rating >= REFERENCE_LIMITS.ratingMin && rating <= REFERENCE_LIMITS.ratingMax;

export const referenceDecider: Decider<ReferenceCommand, TradeReferencesState, ReferenceEvent> = {
  initialState: { written: [] },

  evolve(state, event) {
    switch (event.type) {
      case 'ReferenceLeft':
        return { written: [...state.written, event.data] };
      default:
        // A single-type union: the type itself is what becomes `never` once every type has its case.
        return exhaustive(event.type, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'LeaveReference': {
        const { trade, authorId } = command;
        if (trade.status === 'none' || !isParty(trade, authorId)) return reject('not_found', referenceMessages.notFound);
        if (trade.status !== 'completed') return reject('conflict', referenceMessages.notCompleted);
        if (state.written.some((reference) => reference.authorId === authorId)) return reject('conflict', referenceMessages.alreadyLeft);
        // The window is closed from the 14th day after completion on, the moment every reference on the trade shows.
        if (Date.parse(command.now) >= Date.parse(trade.completedAt) + REFERENCE_WINDOW_MS) {
          return reject('conflict', referenceMessages.windowClosed);
        }
        if (!isWholeStars(command.rating)) return reject('invalid', referenceMessages.invalidRating);
        if (command.comment.length > REFERENCE_LIMITS.commentMax) return reject('invalid', referenceMessages.commentTooLong);
        return [
          {
            type: 'ReferenceLeft',
            data: {
              referenceId: command.referenceId,
              tradeId: trade.tradeId,
              authorId,
              subjectId: otherParty(trade, authorId),
              rating: command.rating,
              comment: command.comment,
              tradeCompletedAt: trade.completedAt,
              leftAt: command.now,
            },
          },
        ];
      }
      default:
        return exhaustive(command.type);
    }
  },
};
