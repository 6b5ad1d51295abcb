import type { EventStoreTables } from './event-store';
import type { PlatformTables } from './platform';
import type { MemberTables } from './members';
import type { CreditTables } from './credits';
import type { ListingTables } from './listings';
import type { TradeNotificationTables, TradeTables } from './trades';
import type { SupportTables } from './support';
import type { PriceGuideTables } from './price-guide';
import type { NotificationTables } from './notifications';
import type { VerificationTables } from './verification';
import type { AdminTables } from './admin';
import type { UploadTables } from './uploads';
import type { MembershipTables } from './membership';
import type { IdempotencyTables } from './idempotency';

/** Every table the services query through kysely. Features add their table interfaces here. */
export type Schema = EventStoreTables &
  PlatformTables &
  MemberTables &
  CreditTables &
  ListingTables &
  TradeTables &
  TradeNotificationTables &
  SupportTables &
  PriceGuideTables &
  NotificationTables &
  VerificationTables &
  AdminTables &
  UploadTables &
  MembershipTables &
  IdempotencyTables;

export type { EventStoreTables, PlatformTables, MemberTables, CreditTables, ListingTables };
export type { SupportTables, PriceGuideTables, NotificationTables };
export type { TradeTables, TradeNotificationTables };
export type { VerificationTables, AdminTables };
export type { UploadTables, MembershipTables };
export type { IdempotencyTables };
