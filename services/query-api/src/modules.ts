import type { QueryModule } from './module';
import { membersModule } from './members/module';
import { creditsModule } from './credits/module';
import { listingsModule } from './listings/module';
import { needsModule } from './needs/module';
import { priceGuideModule } from './price-guide/module';
import { notificationsModule } from './notifications/module';
import { tradesModule } from './trades/module';
import { verificationModule } from './verification/module';
import { adminModule } from './admin/module';
import { objectsModule } from './objects/module';
import { membershipModule } from './membership/module';
import { referencesModule } from './references/module';
import { moderationModule } from './moderation/module';
import { blocksModule } from './blocks/module';
import { disputesModule } from './disputes/module';
import { mailModule } from './mail/module';
import { teamMessagesModule } from './team-messages/module';
import { communityModule } from './community/module';
import { pushModule } from './push/module';
import { phoneModule } from './phone/module';
import { notifyPreferencesModule } from './notify-preferences/module';
import { alertsModule } from './alerts/module';

/**
 * Every feature of the query API, in mount order: express matches routes in the order they
 * were mounted, so an earlier module's route wins. A new feature is added here once.
 */
export const queryModules: readonly QueryModule[] = [
  membersModule,
  creditsModule,
  needsModule,
  listingsModule,
  priceGuideModule,
  notificationsModule,
  tradesModule,
  verificationModule,
  adminModule,
  objectsModule,
  membershipModule,
  referencesModule,
  moderationModule,
  blocksModule,
  disputesModule,
  mailModule,
  teamMessagesModule,
  communityModule,
  pushModule,
  phoneModule,
  notifyPreferencesModule,
  alertsModule,
];
