import type { Kysely } from 'kysely';
import type { Db, Schema } from '@barteraid/infra';
import type { AdminTables } from '@barteraid/infra/read-models/admin';
import type { BlockTables } from '@barteraid/infra/read-models/blocks';
import type { CommunityTables } from '@barteraid/infra/read-models/community';
import type { CreditTables } from '@barteraid/infra/read-models/credits';
import type { DisputeTables } from '@barteraid/infra/read-models/disputes';
import type { ListingTables } from '@barteraid/infra/read-models/listings';
import type { ListingPhotoTables } from '@barteraid/infra/read-models/listing-photos';
import type { NeedTables } from '@barteraid/infra/read-models/needs';
import type { MailPreferenceTables } from '@barteraid/infra/read-models/mail';
import type { MemberTables } from '@barteraid/infra/read-models/members';
import type { MembershipTables } from '@barteraid/infra/read-models/membership';
import type { ModerationTables } from '@barteraid/infra/read-models/moderation';
import type { NotificationTables } from '@barteraid/infra/read-models/notifications';
import type { PushTables } from '@barteraid/infra/read-models/push';
import type { PhoneTables } from '@barteraid/infra/read-models/phone';
import type { NotifyPreferenceTables } from '@barteraid/infra/read-models/notify-preferences';
import type { AlertTables } from '@barteraid/infra/read-models/alerts';
import type { PriceGuideTables } from '@barteraid/infra/read-models/price-guide';
import type { ReferenceTables } from '@barteraid/infra/read-models/references';
import type { SupportTables } from '@barteraid/infra/read-models/support';
import type { TeamMessageTables } from '@barteraid/infra/read-models/team-messages';
import type { TradeTables } from '@barteraid/infra/read-models/trades';
import type { UploadTables } from '@barteraid/infra/read-models/uploads';
import type { VerificationTables } from '@barteraid/infra/read-models/verification';
import type { TradeNotificationTables } from './trades/tables';
import type { ModerationNotificationTables } from './moderation/tables';
import type { ReferenceNotificationTables } from './references/tables';
import type { DisputeNotificationTables } from './disputes/tables';
import type { TeamMessageLookupTables } from './team-messages/tables';

/**
 * Every read model, which the projector writes (it owns them: their migrations sit in its feature
 * folders), and the lookup tables only its projections read.
 */
export type ProjectorReadModels = AdminTables & BlockTables & CommunityTables & CreditTables & DisputeTables & ListingTables & ListingPhotoTables & MailPreferenceTables & MemberTables & MembershipTables & ModerationTables & NotificationTables & PriceGuideTables & PushTables & ReferenceTables & SupportTables & TeamMessageTables & TradeTables & UploadTables & VerificationTables & TradeNotificationTables & ModerationNotificationTables & ReferenceNotificationTables & DisputeNotificationTables & TeamMessageLookupTables & PhoneTables & NotifyPreferenceTables & AlertTables & NeedTables;

/** The database as this service sees it: the platform's tables and the read models above. */
export type ProjectorDb = Kysely<Schema & ProjectorReadModels>;

/** Types the shared connection with the read models above; queries run unchanged (kysely's `withTables` only types). */
export const projectorDbOf = (db: Db): ProjectorDb => db.withTables<ProjectorReadModels>();
