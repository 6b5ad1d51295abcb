import { randomInt } from 'node:crypto';
import { streams } from '@barteraid/events';
import type { MemberArea } from '@barteraid/events/contracts/location';
import { placeName } from '@barteraid/infra';
import { execute, nowOf, type CommandContext } from '../command-handling';
import { memberDecider } from '../members/member';
import { locationDecider } from './location';
import type { AreaRequest } from './area-body';

/** A uniform draw in [0, 1) from the operating system's generator: an offset must not be guessable. */
const draw = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * Records the member's area, and when they chose it by ZIP code and typed no "City, State", fills
 * that display text from the ZIP. Two streams, two appends: the display text is a convenience, and
 * the same request retried fills it then.
 */
export async function setArea(context: CommandContext, memberId: string, request: AreaRequest): Promise<{ area: MemberArea; position: number | null }> {
  const now = nowOf(context).toISOString();
  const zip = request.zip?.zip ?? null;
  const located = await execute(context, streams.location(memberId), locationDecider, {
    type: 'SetLocation',
    memberId,
    zip,
    point: request.point,
    precision: request.precision,
    draws: [draw(), draw()],
    now,
  });
  let position = located.position;
  if (request.zip) {
    const filled = await execute(context, streams.member(memberId), memberDecider, { type: 'FillLocationText', memberId, location: placeName(request.zip), now });
    if (filled.position !== null) position = Math.max(position ?? 0, filled.position);
  }
  const place = located.state.place!;
  return { area: { zip: place.zip, lat: place.point.lat, lng: place.point.lng, precision: place.precision }, position };
}
