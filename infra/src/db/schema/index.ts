import type { EventStoreTables } from './event-store';
import type { PlatformTables } from './platform';
import type { IdempotencyTables } from './idempotency';
import type { StoredObjectTables } from './stored-objects';
import type { MailOutboxTables } from './mail-outbox';
import type { MemberKeyTables } from './member-keys';
import type { PushOutboxTables } from './push-outbox';
import type { SmsOutboxTables } from './sms-outbox';

/**
 * The platform's tables, which every process needs (the event log, checkpoints, sessions,
 * idempotency keys, stored files, the mail outbox). The read models' tables are not here: each
 * feature's are in `infra/src/read-models/<feature>.ts`, and a service adds the ones it reads to
 * this with kysely's `withTables` (its `read-models.ts`), so what it reads is an import.
 */
export interface Schema extends EventStoreTables, PlatformTables, IdempotencyTables, StoredObjectTables, MailOutboxTables, MemberKeyTables, PushOutboxTables, SmsOutboxTables {}

export type { EventStoreTables, PlatformTables, IdempotencyTables, StoredObjectTables, MailOutboxTables, MemberKeyTables, PushOutboxTables, SmsOutboxTables };
export type { SmsStatus } from './sms-outbox';
export type { PushStatus } from './push-outbox';
export type { MailStatus } from './mail-outbox';
