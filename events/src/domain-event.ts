import type { MemberEvent, UniqueValueEvent } from './members';
import type { LedgerEvent } from './ledger';
import type { TradeEvent } from './trades';
import type { ConversationEvent } from './conversations';
import type { ListingEvent } from './listings';
import type { SupportEvent } from './support';
import type { CredentialEvent, PasswordResetEvent } from './password-reset';
import type { PriceGuideEvent } from './price-guide';
import type { NotificationEvent } from './notifications';
import type { VerificationEvent } from './verification';
import type { AdminEvent } from './admin';
import type { AvatarEvent, ObjectEvent, UploadQuotaEvent } from './uploads';
import type { InvitationEvent, MembershipEvent } from './membership';

/** The union of every typed event. Extend it when a feature adds events. */
export type DomainEvent =
  | MemberEvent
  | UniqueValueEvent
  | LedgerEvent
  | TradeEvent
  | ConversationEvent
  | ListingEvent
  | SupportEvent
  | PasswordResetEvent
  | CredentialEvent
  | PriceGuideEvent
  | NotificationEvent
  | VerificationEvent
  | AdminEvent
  | ObjectEvent
  | AvatarEvent
  | UploadQuotaEvent
  | InvitationEvent
  | MembershipEvent;
export type DomainEventType = DomainEvent['type'];
