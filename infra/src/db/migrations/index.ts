import type { Migration } from 'kysely';
import * as eventStore from './0001_event_store';
import * as platform from './0002_platform';
import * as membersAndCredits from './0003_members_and_credits';
import * as memberTradeCount from './0040_member_trade_count_read_time';
import * as verificationSubmissions from './0050_verification_submissions';
import * as adminMonthlyActivity from './0051_admin_monthly_activity';
import * as uploads from './0060_uploads';
import * as membership from './0061_membership';
import * as membershipReview from './0062_membership_review';
import * as idempotencyKeys from './0070_idempotency_keys';
import * as checkpoints from './0080_checkpoints';
import * as listings from './0010_listings';
import * as listingsSearchPaths from './0011_listings_search_paths';
import * as listingsGinWithoutPendingList from './0012_listings_gin_without_pending_list';
import * as trades from './0020_trades';
import * as processCheckpoints from './0021_process_checkpoints';
import * as tradeNotificationLookups from './0022_trade_notification_lookups';
import * as supportRequests from './0030_support_requests';
import * as priceGuide from './0031_price_guide';
import * as notifications from './0032_notifications';
import * as notificationReadIds from './0033_notification_read_ids';

/** Ordered migrations; names sort in the order they must run. Append new ones at the end. */
export const migrations: Record<string, Migration> = {
  '0001_event_store': eventStore,
  '0002_platform': platform,
  '0003_members_and_credits': membersAndCredits,
  '0010_listings': listings,
  '0011_listings_search_paths': listingsSearchPaths,
  '0012_listings_gin_without_pending_list': listingsGinWithoutPendingList,
  '0020_trades': trades,
  '0021_process_checkpoints': processCheckpoints,
  '0022_trade_notification_lookups': tradeNotificationLookups,
  '0030_support_requests': supportRequests,
  '0031_price_guide': priceGuide,
  '0032_notifications': notifications,
  '0033_notification_read_ids': notificationReadIds,
  '0040_member_trade_count_read_time': memberTradeCount,
  '0050_verification_submissions': verificationSubmissions,
  '0051_admin_monthly_activity': adminMonthlyActivity,
  '0060_uploads': uploads,
  '0061_membership': membership,
  '0062_membership_review': membershipReview,
  '0070_idempotency_keys': idempotencyKeys,
  '0080_checkpoints': checkpoints,
};
