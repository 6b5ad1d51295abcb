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
  tradeNoticesEs,
  disputeNoticesEs,
  membershipNoticesEs,
  verificationNoticesEs,
  moderationNoticesEs,
  referenceNoticesEs,
  creditNoticesEs,
  teamNoticesEs,
  needsNoticesEs,
  ledgerLinesEs,
  membershipHistoryEs,
  membershipHistoryTiersEs,
];

export const spanishTexts: TextsByCode = textsByCode(spanishTranslations);

const spanish = paramFormatter('es', spanishTexts);

/** A message in Spanish; a code without a Spanish text yet falls back to its English one. */
export const inSpanish = (message: MessageData): string => renderMessage(spanishTexts, message, spanish, englishTexts);
