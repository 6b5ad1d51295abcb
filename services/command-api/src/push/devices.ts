import { deterministicId, type PushEvent } from '@barteraid/events';
import { pushMessages } from '@barteraid/events/messages/push';
import { exhaustive, reject, type Decider } from '../decider';

/** A member may have notifications on for this many devices at once (phones, laptops, a shared tablet). */
export const MAX_DEVICES = 10;

export interface PushDevice {
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: number | null;
  device: string;
  addedAt: string;
}

/** A member's devices with notifications on, by subscription id. */
export type PushDevicesState = { status: 'no_devices' } | { status: 'devices'; devices: ReadonlyMap<string, PushDevice> };

export type PushDevicesCommand =
  | {
      type: 'SubscribeDevice';
      memberId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      expirationTime: number | null;
      device: string;
      now: string;
    }
  | { type: 'UnsubscribeDevice'; memberId: string; subscriptionId: string; reason: 'member' | 'gone'; now: string };

/**
 * A device is named by its member and its endpoint (the push service's address for that browser):
 * the same browser subscribing again is the same device. The endpoint holds a long random token, so
 * its hash says nothing about it.
 */
export const pushSubscriptionId = (memberId: string, endpoint: string) => deterministicId('push-subscription', memberId, endpoint);

const devicesOf = (state: PushDevicesState): ReadonlyMap<string, PushDevice> => (state.status === 'devices' ? state.devices : new Map());

/** One stream per member (`push_subscriptions-<memberId>`): their devices, each added once and removed once. */
export const pushDevicesDecider: Decider<PushDevicesCommand, PushDevicesState, PushEvent> = {
  initialState: { status: 'no_devices' },
  evolve(state, event) {
    const devices = new Map(devicesOf(state));
    switch (event.type) {
      case 'PushSubscriptionAdded': {
        const { subscriptionId, endpoint, p256dh, auth, expirationTime, device, addedAt } = event.data;
        devices.set(subscriptionId, { subscriptionId, endpoint, p256dh, auth, expirationTime, device, addedAt });
        break;
      }
      case 'PushSubscriptionRemoved':
        devices.delete(event.data.subscriptionId);
        break;
      default:
        return exhaustive(event, state);
    }
    return devices.size === 0 ? { status: 'no_devices' } : { status: 'devices', devices };
  },
  decide(command, state) {
    const devices = devicesOf(state);
    switch (command.type) {
      case 'SubscribeDevice': {
        const { memberId, endpoint, p256dh, auth, expirationTime, device, now } = command;
        const subscriptionId = pushSubscriptionId(memberId, endpoint);
        const known = devices.get(subscriptionId);
        // The browser sends its subscription again on every visit: nothing new, nothing written.
        if (known && known.p256dh === p256dh && known.auth === auth && known.expirationTime === expirationTime) return [];
        if (!known && devices.size >= MAX_DEVICES) {
          reject('conflict', pushMessages.message('tooManyDevices', { count: MAX_DEVICES }));
        }
        // New keys for a known endpoint (the browser renewed them): the device is added again with them.
        return [{ type: 'PushSubscriptionAdded', data: { memberId, subscriptionId, endpoint, p256dh, auth, expirationTime, device, addedAt: now } }];
      }
      case 'UnsubscribeDevice': {
        const { memberId, subscriptionId, reason, now } = command;
        // Turning off a device twice, or one the push service already dropped, changes nothing.
        if (!devices.has(subscriptionId)) return [];
        return [{ type: 'PushSubscriptionRemoved', data: { memberId, subscriptionId, reason, removedAt: now } }];
      }
      default:
        return exhaustive(command);
    }
  },
};
