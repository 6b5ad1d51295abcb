import { Redis, type RedisOptions } from 'ioredis';
import { requestMessages } from '@barteraid/events/messages/request';
import { HttpError } from './http/errors';
import { errorFields, log } from './log';

/** What a member sees when a request needs Redis (sessions, sign-in limits) and Redis is down. */
export const SERVICE_UNAVAILABLE_MESSAGE = requestMessages.english('serviceUnavailable');

/** A dependency is down: answered 503 with a plain message; the cause goes to the log only. */
export class ServiceUnavailableError extends HttpError {
  constructor(
    readonly dependency: string,
    override readonly cause?: unknown,
  ) {
    super(503, requestMessages.message('serviceUnavailable'));
    this.name = 'ServiceUnavailableError';
  }
}

/** Gives up connecting after this long and tries again (a host that drops packets never refuses). */
const CONNECT_TIMEOUT_MS = 2_000;
/** No command waits longer than this, so a request needing Redis fails within the 2 s we promise. */
const COMMAND_TIMEOUT_MS = 1_500;
/** Reconnect backoff: 100 ms, 200 ms, … up to 5 s between attempts, forever. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 5_000);

/**
 * What a command does while Redis is unreachable:
 * - `fail`: fails at once (request paths: sessions, sign-in limits — the member gets a 503 now, not a hang);
 * - `wait-briefly`: waits for a reconnect, at most the command timeout (publishers that may start
 *   publishing before their first connection is up);
 * - `wait`: waits for as long as it takes (a subscriber's SUBSCRIBE, BullMQ workers' blocking commands).
 */
export type WhileDisconnected = 'fail' | 'wait-briefly' | 'wait';

export interface RedisConnectionOptions {
  /** Names the connection in logs ("sessions", "bus subscriber", …). */
  name: string;
  whileDisconnected?: WhileDisconnected;
}

/** ioredis options for every connection we open; see connectRedis. */
export function redisOptions(options: RedisConnectionOptions): RedisOptions & { retryStrategy: (attempt: number) => number } {
  const mode = options.whileDisconnected ?? 'fail';
  return {
    connectionName: options.name.replace(/\s+/g, '-'),
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: mode === 'wait' ? undefined : COMMAND_TIMEOUT_MS,
    // BullMQ requires null (unlimited) on connections that block.
    maxRetriesPerRequest: mode === 'wait' ? null : 1,
    enableOfflineQueue: mode !== 'fail',
    retryStrategy: reconnectDelay,
    // Redis answering LOADING or READONLY after a restart or failover: reconnect rather than fail every command.
    reconnectOnError: (error) => /READONLY|LOADING/.test(error.message),
  };
}

/**
 * One Redis connection with our failure behaviour: commands fail within about 1.5 s while Redis
 * is unreachable (never hang a request), and the connection keeps reconnecting with backoff until
 * Redis is back. Errors are logged once per outage, not once per reconnect attempt.
 */
export function connectRedis(url: string, options: RedisConnectionOptions): Redis {
  const redis = new Redis(url, redisOptions(options));
  watchRedis(redis, options.name);
  return redis;
}

/** Logs when a connection goes down and when it is back; also keeps ioredis from throwing unhandled 'error' events. */
export function watchRedis(redis: Pick<Redis, 'on'>, name: string): void {
  let down = false;
  redis.on('error', (error: unknown) => {
    if (down) return log.debug('redis still unavailable', { connection: name, ...errorFields(error) });
    down = true;
    log.warn('redis unavailable, reconnecting', { connection: name, error: error instanceof Error ? error.message : String(error) });
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis connection restored', { connection: name });
  });
}

/** Waits (bounded) for a connection to be ready, so a start does not answer its first requests with 503. */
export async function whenRedisReady(redis: Redis, timeoutMs = 5_000): Promise<boolean> {
  if (redis.status === 'ready') return true;
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const onReady = () => finish(true);
    function finish(value: boolean) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(value);
    }
    redis.once('ready', onReady);
  });
  if (!ready) log.warn('redis not reachable at start; requests that need it answer 503 until it is');
  return ready;
}

const CONNECTION_FAILURES = [
  /^Connection is closed/,
  /enableOfflineQueue options is false/,
  /^Command timed out/,
  /connection is not ready/i,
  /^connect (ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)/,
  /^read ECONNRESET/,
];

/** Is this error ioredis telling us Redis cannot be reached (as opposed to a bug or a bad command)? */
export function isRedisConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return CONNECTION_FAILURES.some((pattern) => pattern.test(error.message));
}
