import type { MessageData, Translation } from './catalogue';
import { paramFormatter } from './params';
import { englishTexts } from './registry';
import { renderMessage, textsByCode, type TextsByCode } from './render';
import { accountMessagesEs } from './es/account';
import { adminMessagesEs } from './es/admin';
import { authMessagesEs } from './es/auth';
import { bellMessagesEs } from './es/bell';
import { blocksMessagesEs } from './es/blocks';
import { conversationsMessagesEs } from './es/conversations';
import { disputesMessagesEs } from './es/disputes';
import { ledgerMessagesEs } from './es/ledger';
import { limitsMessagesEs } from './es/limits';
import { listingsMessagesEs } from './es/listings';
import { listingPhotosMessagesEs } from './es/listing-photos';
import { needsMessagesEs } from './es/needs';
import { needsNoticesEs } from './es/needs-notices';
import { membersMessagesEs } from './es/members';
import { membershipMessagesEs } from './es/membership';
import { moderationMessagesEs } from './es/moderation';
import { objectsMessagesEs } from './es/objects';
import { priceGuideMessagesEs } from './es/price-guide';
import { referencesMessagesEs } from './es/references';
import { supportMessagesEs } from './es/support';
import { tradesMessagesEs } from './es/trades';
import { verificationMessagesEs } from './es/verification';
import { requestMessagesEs } from './es/request';
import { statusWordsEs, tierWordsEs, verificationTypeWordsEs } from './words';
import { locationMessagesEs } from './es/location';
import { pushMessagesEs } from './es/push';
import { phoneMessagesEs } from './es/phone';
import { notifyPreferencesMessagesEs } from './es/notify-preferences';
import { smsMessagesEs } from './es/sms';
import { alertsMessagesEs } from './es/alerts';
import { alertNoticesEs } from './es/alerts-notices';
import { creditNoticesEs } from './es/credits-notices';
import { disputeNoticesEs } from './es/disputes-notices';
import { ledgerLinesEs } from './es/ledger-lines';
import { membershipHistoryEs, membershipHistoryTiersEs } from './es/membership-history';
import { membershipNoticesEs } from './es/membership-notices';
import { moderationNoticesEs } from './es/moderation-notices';
import { referenceNoticesEs } from './es/references-notices';
import { teamNoticesEs } from './es/team-notices';
import { tradeNoticesEs } from './es/trades-notices';
import { verificationNoticesEs } from './es/verification-notices';
import { mailMessagesEs } from './es/mail';
import { tradesMailEs } from './es/trades-mail';
import { disputesMailEs } from './es/disputes-mail';
import { membershipMailEs, membershipMailTiersEs } from './es/membership-mail';
import { verificationMailEs } from './es/verification-mail';
import { accountMailEs } from './es/account-mail';
import { adminMailEs } from './es/admin-mail';
import { passwordResetMailEs } from './es/password-reset-mail';
import { signInLinkMailEs } from './es/sign-in-link-mail';
import { emailChangeMailEs } from './es/email-change-mail';
import { emailConfirmationMailEs } from './es/email-confirmation-mail';

/** Every catalogue's Spanish texts, registered once beside `registry.ts`. */
export const spanishTranslations: readonly Translation[] = [
  tierWordsEs,
  verificationTypeWordsEs,
  statusWordsEs,
  requestMessagesEs,
  accountMessagesEs,
  adminMessagesEs,
  authMessagesEs,
  bellMessagesEs,
  blocksMessagesEs,
  conversationsMessagesEs,
  disputesMessagesEs,
  ledgerMessagesEs,
  limitsMessagesEs,
  listingsMessagesEs,
  listingPhotosMessagesEs,
  needsMessagesEs,
  membersMessagesEs,
  membershipMessagesEs,
  moderationMessagesEs,
  objectsMessagesEs,
  priceGuideMessagesEs,
  referencesMessagesEs,
  supportMessagesEs,
  tradesMessagesEs,
  verificationMessagesEs,
  locationMessagesEs,
  pushMessagesEs,
  phoneMessagesEs,
  notifyPreferencesMessagesEs,
  smsMessagesEs,
  alertsMessagesEs,
  tradeNoticesEs,
  disputeNoticesEs,
  membershipNoticesEs,
  verificationNoticesEs,
  moderationNoticesEs,
  referenceNoticesEs,
  creditNoticesEs,
  teamNoticesEs,
  alertNoticesEs,
  needsNoticesEs,
  ledgerLinesEs,
  membershipHistoryEs,
  membershipHistoryTiersEs,
  mailMessagesEs,
  tradesMailEs,
  disputesMailEs,
  membershipMailEs,
  membershipMailTiersEs,
  verificationMailEs,
  accountMailEs,
  adminMailEs,
  passwordResetMailEs,
  signInLinkMailEs,
  emailChangeMailEs,
  emailConfirmationMailEs,
];

export const spanishTexts: TextsByCode = textsByCode(spanishTranslations);

const spanish = paramFormatter('es', spanishTexts);

/** A message in Spanish; a code without a Spanish text yet falls back to its English one. */
export const inSpanish = (message: MessageData): string => renderMessage(spanishTexts, message, spanish, englishTexts);
