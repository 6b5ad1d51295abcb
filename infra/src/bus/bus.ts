import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { log, errorFields } from '../log';

/** A notification addressed to one member, delivered to each of their open sockets. */
export interface MemberNotification {
  userId: string;
  payload: Record<string, unknown>;
}

export type NotificationHandler = (notification: MemberNotification) => void;

/** Fans notifications out to every gateway instance. */
export interface NotificationBus {
  readonly name: string;
  publish(notification: MemberNotification): Promise<void>;
  subscribe(handler: NotificationHandler): Promise<() => Promise<void>>;
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
    this.emitter.on('notification', handler);
    return async () => {
      this.emitter.off('notification', handler);
    };
  }
  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** Redis pub/sub: one publishing connection and, lazily, one subscriber connection per process. */
export class RedisBus implements NotificationBus {
  readonly name = 'redis';
  private readonly publisher: Redis;
  private subscriber: Redis | null = null;
  private readonly handlers = new Set<NotificationHandler>();

  constructor(
    private readonly url: string,
    private readonly channel: string,
  ) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.publisher.on('error', (error) => log.warn('redis publisher error', errorFields(error)));
  }

  async publish(notification: MemberNotification): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(notification));
  }

  async subscribe(handler: NotificationHandler) {
    if (!this.subscriber) {
      const subscriber = new Redis(this.url);
      subscriber.on('error', (error) => log.warn('redis subscriber error', errorFields(error)));
      subscriber.on('message', (_channel: string, message: string) => {
        let notification: MemberNotification;
        try {
          notification = JSON.parse(message) as MemberNotification;
        } catch {
          log.warn('ignored unparseable bus message');
          return;
        }
        this.handlers.forEach((each) => each(notification));
      });
      await subscriber.subscribe(this.channel);
      this.subscriber = subscriber;
    }
    this.handlers.add(handler);
    return async () => {
      this.handlers.delete(handler);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.subscriber?.quit().catch(() => undefined);
    await this.publisher.quit().catch(() => undefined);
  }
}

export function createBus(redisUrl: string | undefined, keyPrefix = 'barteraid'): NotificationBus {
  return redisUrl ? new RedisBus(redisUrl, `${keyPrefix}:notifications`) : new InProcessBus();
}
