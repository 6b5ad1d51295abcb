import type { Kysely } from 'kysely';
import type { Db, Schema } from '@barteraid/infra';
import type { MemberTables } from '@barteraid/infra/read-models/members';
import type { ModerationTables } from '@barteraid/infra/read-models/moderation';

/** The read models the gateway reads: members' credentials to sign in, suspensions to refuse them. */
export type GatewayReadModels = MemberTables & ModerationTables;

/** The database as this service sees it: the platform's tables and the read models above. */
export type GatewayDb = Kysely<Schema & GatewayReadModels>;

/** Types the shared connection with the read models above; queries run unchanged (kysely's `withTables` only types). */
export const gatewayDbOf = (db: Db): GatewayDb => db.withTables<GatewayReadModels>();
