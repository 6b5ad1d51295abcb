import type { CommandModule } from './module';
import type { FeatureSeed } from './seed/seed';
import { objectsModule } from './objects/module';
import { membersModule } from './members/module';
import { accountModule } from './account/module';
import { emailChangeModule } from './email-change/module';
import { emailConfirmationModule } from './email-confirmation/module';
import { listingsModule } from './listings/module';
import { needsModule } from './needs/module';
import { supportModule } from './support/module';
import { passwordResetModule } from './password-reset/module';
import { signInLinkModule } from './sign-in-link/module';
import { notificationsModule } from './notifications/module';
import { tradesModule } from './trades/module';
import { conversationsModule } from './conversations/module';
import { verificationModule } from './verification/module';
import { adminModule } from './admin/module';
import { avatarModule } from './avatar/module';
import { membershipModule } from './membership/module';
import { subscriptionModule } from './subscription/module';
import { referencesModule } from './references/module';
import { moderationModule } from './moderation/module';
import { blocksModule } from './blocks/module';
import { disputesModule } from './disputes/module';
import { mailModule } from './mail/module';
import { languageModule } from './language/module';
import { locationModule } from './location/module';
import { teamMessagesModule } from './team-messages/module';
import { pushModule } from './push/module';
import { phoneModule } from './phone/module';
import { smsModule } from './sms/module';
import { notifyPreferencesModule } from './notify-preferences/module';
import { alertsModule } from './alerts/module';

/**
 * Every feature of the command API, in mount order: express matches routes in the order they
 * were mounted, so an earlier module's route wins. A new feature is added here once.
 */
export const commandModules: readonly CommandModule[] = [
  objectsModule,
  membersModule,
  accountModule,
  emailChangeModule,
  emailConfirmationModule,
  listingsModule,
  needsModule,
  supportModule,
  passwordResetModule,
  signInLinkModule,
  notificationsModule,
  tradesModule,
  conversationsModule,
  verificationModule,
  adminModule,
  avatarModule,
  membershipModule,
  subscriptionModule,
  referencesModule,
  moderationModule,
  blocksModule,
  disputesModule,
  mailModule,
  languageModule,
  locationModule,
  teamMessagesModule,
  pushModule,
  phoneModule,
  smsModule,
  notifyPreferencesModule,
  alertsModule,
];

/** Each feature's demo data, in the order of the list above (listings before the trades between them). */
export const demoSeeds: FeatureSeed[] = commandModules.flatMap((module) => (module.demoSeed ? [module.demoSeed] : []));
