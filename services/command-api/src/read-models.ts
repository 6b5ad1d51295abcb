import type { Kysely } from 'kysely';
import type { Db, Schema } from '@barteraid/infra';
import type { AlertTables } from '@barteraid/infra/read-models/alerts';
import type { BlockTables } from '@barteraid/infra/read-models/blocks';
import type { CreditTables } from '@barteraid/infra/read-models/credits';
import type { ListingTables } from '@barteraid/infra/read-models/listings';
import type { MailPreferenceTables } from '@barteraid/infra/read-models/mail';
import type { MemberTables } from '@barteraid/infra/read-models/members';
import type { MembershipTables } from '@barteraid/infra/read-models/membership';
import type { ModerationTables } from '@barteraid/infra/read-models/moderation';
import type { PushTables } from '@barteraid/infra/read-models/push';
import type { PhoneTables } from '@barteraid/infra/read-models/phone';
import type { NotifyPreferenceTables } from '@barteraid/infra/read-models/notify-preferences';
import type { NotificationTables } from '@barteraid/infra/read-models/notifications';
import type { TradeTables } from '@barteraid/infra/read-models/trades';

/**
 * The read models the command side reads: facts a command checks that no stream it decides on holds
 * (a member's email for sign-in links, who is suspended, mail preferences, what a trade's listing shows).
 */
export type CommandReadModels = ListingTables & MailPreferenceTables & MemberTables & MembershipTables & ModerationTables & NotificationTables & PushTables & PhoneTables & NotifyPreferenceTables & TradeTables & AlertTables & BlockTables & CreditTables;

/** The database as this service sees it: the platform's tables and the read models above. */
export type CommandDb = Kysely<Schema & CommandReadModels>;

/** Types the shared connection with the read models above; queries run unchanged (kysely's `withTables` only types). */
export const commandDbOf = (db: Db): CommandDb => db.withTables<CommandReadModels>();
