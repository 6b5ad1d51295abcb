import { deterministicId, streams } from '@barteraid/events';
import type { Db, EventStore, NewEvent } from '@barteraid/infra';
import { toNewEvent, type CommandContext } from '@barteraid/command-api';
import { pushSubscriptionId } from '@barteraid/command-api/push/devices';
import type { BrowserSubscription } from '../../test/support/push-service';
import { writeInBulk } from '../rebuild/log';

const BULK = 1000;

/**
 * Setup: each member's registration and device as the first event of its stream, straight into
 * the log a thousand per statement (bench/rebuild/log.ts), built and validated by the same code
 * as real appends; the real projector then makes the members' and devices' rows from them when
 * the product starts, so the rows are the projection's own.
 */
export async function writeMembers(db: Db, store: EventStore, devices: (BrowserSubscription & { deviceId: string })[]): Promise<string[]> {
  const context: CommandContext = { store, actorId: null, correlationId: deterministicId('bench-notify') };
  const memberIds = devices.map((_, index) => deterministicId('bench-notify-member', String(index)));
  const at = new Date(Date.now() - 86_400_000).toISOString();
  for (let from = 0; from < devices.length; from += BULK) {
    const batch: { stream: string; event: NewEvent }[] = [];
    for (let index = from; index < Math.min(devices.length, from + BULK); index += 1) {
      const memberId = memberIds[index]!;
      const device = devices[index]!;
      const registered = {
        type: 'MemberRegistered' as const,
        data: {
          memberId,
          username: `bench_notify_${index}`,
          email: `bench_notify_${index}@example.org`,
          firstName: 'Bench',
          lastName: `Member ${index}`,
          passwordHash: 'not-a-real-hash',
          phone: null,
          location: 'Houston, TX',
          membershipTier: 'standard' as const,
          registeredAt: at,
        },
      };
      const subscribed = {
        type: 'PushSubscriptionAdded' as const,
        data: {
          memberId,
          subscriptionId: pushSubscriptionId(memberId, device.endpoint),
          endpoint: device.endpoint,
          p256dh: device.keys.p256dh,
          auth: device.keys.auth,
          expirationTime: null,
          device: 'Chrome on Android',
          addedAt: at,
        },
      };
      batch.push({ stream: streams.member(memberId), event: toNewEvent(registered, context, deterministicId('bench-notify-registered', memberId)) });
      batch.push({ stream: streams.pushSubscriptions(memberId), event: toNewEvent(subscribed, context, deterministicId('bench-notify-device', memberId)) });
    }
    await writeInBulk(db, batch);
  }
  return memberIds;
}
