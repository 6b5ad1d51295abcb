import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SessionData } from 'express-session';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisSessionStore } from './redis-session-store';

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `test_${randomBytes(4).toString('hex')}:sess:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(keys);
  redis.disconnect();
});

const sessionOf = (user: string) => ({ cookie: { originalMaxAge: null }, passport: { user } }) as unknown as SessionData;
const done = <T>(run: (callback: (error?: unknown) => void) => T) =>
  new Promise<void>((resolve, reject) => void run((error) => (error ? reject(error) : resolve())));

describe('sessions in Redis', () => {
  it('moves a session’s expiry on its first touch and then at most once a minute, and again after it was destroyed and stored anew', async () => {
    const store = new RedisSessionStore({ client: redis, prefix });
    const sid = randomBytes(8).toString('hex');
    const key = `${prefix}${sid}`;
    await done((callback) => store.set(sid, sessionOf('member-1'), callback));
    await redis.expire(key, 100);

    await done((callback) => store.touch(sid, sessionOf('member-1'), callback));
    expect(await redis.ttl(key)).toBeGreaterThan(100);

    await redis.expire(key, 100);
    await done((callback) => store.touch(sid, sessionOf('member-1'), callback));
    expect(await redis.ttl(key)).toBeLessThanOrEqual(100);

    await done((callback) => store.destroy(sid, callback));
    expect(await redis.exists(key)).toBe(0);
    await done((callback) => store.set(sid, sessionOf('member-1'), callback));
    await redis.expire(key, 100);
    await done((callback) => store.touch(sid, sessionOf('member-1'), callback));
    expect(await redis.ttl(key)).toBeGreaterThan(100);
  });
});
