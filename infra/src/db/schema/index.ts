import type { EventStoreTables } from './event-store';
import type { PlatformTables } from './platform';
import type { IdempotencyTables } from './idempotency';
import type { StoredObjectTables } from './stored-objects';
import type { MailOutboxTables } from './mail-outbox';
import type { MemberKeyTables } from './member-keys';
import type { PushOutboxTables } from './push-outbox';
import type { SmsOutboxTables } from './sms-outbox';

/**
 * Every table the services query through kysely. Declared here are the tables every process needs
 * (the event log, checkpoints, sessions, idempotency keys, stored files); each read model's tables
 * are declared beside the projection that owns them (`services/projector/src/<feature>/tables.ts`),
 * which adds them to this interface by declaration merging — no list to edit for a new read model.
 */
export interface Schema extends EventStoreTables, PlatformTables, IdempotencyTables, StoredObjectTables, MailOutboxTables, MemberKeyTables, PushOutboxTables, SmsOutboxTables {}

export type { EventStoreTables, PlatformTables, IdempotencyTables, StoredObjectTables, MailOutboxTables, MemberKeyTables, PushOutboxTables, SmsOutboxTables };
export type { SmsStatus } from './sms-outbox';
export type { PushStatus } from './push-outbox';
export type { MailStatus } from './mail-outbox';
