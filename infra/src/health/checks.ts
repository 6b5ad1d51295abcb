import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import type { EventStore } from '../event-store/port';
import type { ReadinessCheck } from './readiness';

/** The database answers a query. */
export const databaseAnswers = (db: Db): ReadinessCheck => () => sql`select 1`.execute(db);

/** Redis answers PING. */
export const redisAnswers = (redis: Redis): ReadinessCheck => () => redis.ping();

/** The event store answers a read of its head (EventStoreDB or the PostgreSQL log). */
export const eventStoreAnswers = (store: Pick<EventStore, 'headPosition'>): ReadinessCheck => () => store.headPosition();
