import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { log, errorFields } from '../log';
import { connectRedis } from '../redis';

/** A notification addressed to one member, delivered to each of their open sockets. */
export interface MemberNotification {
  userId: string;
  payload: Record<string, unknown>;
}

export type NotificationHandler = (notification: MemberNotification) => void;

/**
 * Payload type of a notification for the gateways, not the member: the member's password changed,
 * so every gateway checks that member's open sockets against it at once (instead of at the next
 * heartbeat) and closes those of sessions that ended. It is never sent to a socket.
 */
export const CREDENTIALS_CHANGED = 'credentials_changed';

/**
 * A sign-in session ended (the member signed out): every gateway closes that session's sockets.
 * Sessions are named by a hash of their id, so the id itself never travels on the bus.
 */
export interface SessionEnded {
  sessionKey: string;
}

export type SessionEndedHandler = (ended: SessionEnded) => void;

/** The name a session goes by on the bus and in a gateway's socket registry. */
export const sessionKeyOf = (sessionId: string) => createHash('sha256').update(`session:${sessionId}`).digest('base64url');

/** Fans notifications (and session ends) out to every gateway instance. */
export interface NotificationBus {
  readonly name: string;
  publish(notification: MemberNotification): Promise<void>;
  subscribe(handler: NotificationHandler): Promise<() => Promise<void>>;
  publishSessionEnded(ended: SessionEnded): Promise<void>;
  subscribeSessionEnded(handler: SessionEndedHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export class InProcessBus implements NotificationBus {
  readonly name = 'in-process';
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  async publish(notification: MemberNotification): Promise<void> {
    this.emitter.emit('notification', notification);
  }
  async subscribe(handler: NotificationHandler) {
    return this.listen('notification', handler);
  }
  async publishSessionEnded(ended: SessionEnded): Promise<void> {
    this.emitter.emit('session-ended', ended);
  }
  async subscribeSessionEnded(handler: SessionEndedHandler) {
    return this.listen('session-ended', handler);
  }
  private listen<T>(event: string, handler: (value: T) => void) {
    this.emitter.on(event, handler);
    return async () => {
      this.emitter.off(event, handler);
    };
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** How long a first subscription waits for Redis before the start goes on without it (it completes on reconnect). */
const SUBSCRIBE_WAIT_MS = 5_000;

/**
 * Redis pub/sub: one publishing connection and, lazily, one subscriber connection per process.
 * While Redis is down, publishing fails within the command timeout (callers log it; clients catch
 * up when they reconnect); the subscriber reconnects and resubscribes by itself.
 */
export class RedisBus implements NotificationBus {
  readonly name = 'redis';
  private readonly publisher: Redis;
  private subscriber: Promise<Redis> | null = null;
  private readonly handlers = new Set<NotificationHandler>();
  private readonly sessionHandlers = new Set<SessionEndedHandler>();
  private readonly sessionChannel: string;

  constructor(
    private readonly url: string,
    private readonly channel: string,
  ) {
    this.sessionChannel = `${channel}:sessions-ended`;
    this.publisher = connectRedis(url, { name: 'bus publisher', whileDisconnected: 'wait-briefly' });
  }

  async publish(notification: MemberNotification): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(notification));
  }

  async subscribe(handler: NotificationHandler) {
    await this.listening();
    this.handlers.add(handler);
    return async () => {
      this.handlers.delete(handler);
    };
  }

  async publishSessionEnded(ended: SessionEnded): Promise<void> {
    await this.publisher.publish(this.sessionChannel, JSON.stringify(ended));
  }

  async subscribeSessionEnded(handler: SessionEndedHandler) {
    await this.listening();
    this.sessionHandlers.add(handler);
    return async () => {
      this.sessionHandlers.delete(handler);
    };
  }

  private listening(): Promise<Redis> {
    this.subscriber ??= this.openSubscriber();
    return this.subscriber;
  }

  private async openSubscriber(): Promise<Redis> {
    // Queues SUBSCRIBE while disconnected: the subscription must outlive Redis restarts (ioredis resubscribes).
    const subscriber = connectRedis(this.url, { name: 'bus subscriber', whileDisconnected: 'wait' });
    subscriber.on('message', (channel: string, message: string) => this.deliver(channel, message));
    const subscribed = subscriber.subscribe(this.channel, this.sessionChannel);
    subscribed.catch((error: unknown) => log.warn('bus subscription failed', errorFields(error)));
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        log.warn('bus subscription waits for redis; live notifications start when it is reachable');
        resolve();
      }, SUBSCRIBE_WAIT_MS);
    });
    await Promise.race([subscribed.then(() => undefined, () => undefined), waited]);
    clearTimeout(timer);
    return subscriber;
  }

  private deliver(channel: string, message: string) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      log.warn('ignored unparseable bus message');
      return;
    }
    if (channel === this.sessionChannel) this.sessionHandlers.forEach((each) => each(parsed as SessionEnded));
    else this.handlers.forEach((each) => each(parsed as MemberNotification));
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.sessionHandlers.clear();
    const subscriber = await this.subscriber;
    await subscriber?.quit().catch(() => subscriber.disconnect());
    await this.publisher.quit().catch(() => this.publisher.disconnect());
  }
}

export function createBus(redisUrl: string | undefined, keyPrefix = 'barteraid'): NotificationBus {
  return redisUrl ? new RedisBus(redisUrl, `${keyPrefix}:notifications`) : new InProcessBus();
}
