import type { ProjectorModule } from './module';
import { membersModule } from './members/module';
import { creditsModule } from './credits/module';
import { listingsModule } from './listings/module';
import { needsModule } from './needs/module';
import { supportModule } from './support/module';
import { priceGuideModule } from './price-guide/module';
import { notificationsModule } from './notifications/module';
import { tradesModule } from './trades/module';
import { verificationModule } from './verification/module';
import { adminModule } from './admin/module';
import { uploadsModule } from './uploads/module';
import { membershipModule } from './membership/module';
import { referencesModule } from './references/module';
import { communityModule } from './community/module';
import { moderationModule } from './moderation/module';
import { blocksModule } from './blocks/module';
import { mailModule } from './mail/module';
import { disputesModule } from './disputes/module';
import { teamMessagesModule } from './team-messages/module';
import { pushModule } from './push/module';
import { listingPhotosModule } from './listing-photos/module';
import { phoneModule } from './phone/module';
import { alertsModule } from './alerts/module';
import { notifyPreferencesModule } from './notify-preferences/module';

/**
 * Every feature of the projector, registered once: the projector runs their read models in this
 * order, the bell records their notification sources, and their migrations build the schema.
 */
export const projectorModules: readonly ProjectorModule[] = [
  membersModule,
  creditsModule,
  listingsModule,
  supportModule,
  priceGuideModule,
  notificationsModule,
  tradesModule,
  verificationModule,
  adminModule,
  uploadsModule,
  membershipModule,
  referencesModule,
  communityModule,
  needsModule,
  moderationModule,
  blocksModule,
  disputesModule,
  mailModule,
  teamMessagesModule,
  pushModule,
  listingPhotosModule,
  phoneModule,
  alertsModule,
  notifyPreferencesModule,
];
