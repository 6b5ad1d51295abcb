import { drawOffset, moved, storedPoint, type GeoPoint, type LocationEvent, type LocationPrecision, type PlaceOffset } from '@barteraid/events';
import type { Decider } from '../decider';

/** The place a member chose: a ZIP code's centroid or a pin. */
export interface ChosenPlace {
  zip: string | null;
  point: GeoPoint;
  precision: LocationPrecision;
}

export interface LocationState {
  /** Null until the member chooses, and once their account closed (every place then reads as erased). */
  place: ChosenPlace | null;
  /** The offset drawn for each precision the member has used: drawn once, kept for good. */
  offsets: Partial<Record<LocationPrecision, PlaceOffset>>;
}

export type LocationCommand = {
  type: 'SetLocation';
  memberId: string;
  zip: string | null;
  point: GeoPoint;
  precision: LocationPrecision;
  /** Two uniform draws in [0, 1), used only when this precision has no offset yet (the route draws them, so deciding stays pure). */
  draws: readonly [number, number];
  now: string;
};

const samePlace = (a: ChosenPlace, b: ChosenPlace) =>
  a.zip === b.zip && a.precision === b.precision && a.point.lat === b.point.lat && a.point.lng === b.point.lng;

/**
 * One stream per member (`location-<memberId>`). A member's public point is their chosen point
 * moved by the offset of their precision; the offset is drawn the first time a precision is used
 * and reused ever after, so however often they move or switch back, what others can see never
 * scatters around the truth for an average to find it.
 */
export const locationDecider: Decider<LocationCommand, LocationState, LocationEvent> = {
  initialState: { place: null, offsets: {} },
  // One event type and one command: no switch to exhaust (a second type would bring one back).
  evolve(state, event) {
    const { zip, point, precision, offset } = event.data;
    return {
      place: point ? { zip, point, precision } : null,
      offsets: offset ? { ...state.offsets, [precision]: offset } : state.offsets,
    };
  },
  decide(command, state) {
    const place: ChosenPlace = { zip: command.zip, point: storedPoint(command.point), precision: command.precision };
    if (state.place && samePlace(state.place, place)) return [];
    const offset = state.offsets[command.precision] ?? drawOffset(command.precision, ...command.draws);
    return [
      {
        type: 'MemberLocationSet',
        data: {
          memberId: command.memberId,
          ...place,
          offset,
          publicPoint: storedPoint(moved(place.point, offset)),
          setAt: command.now,
        },
      },
    ];
  },
};
