import type { Catalogue } from './catalogue';
import { paramFormatter } from './params';
import { renderMessage, textsByCode, type TextsByCode } from './render';
import { accountMessages } from './account';
import { adminMessages } from './admin';
import { authMessages } from './auth';
import { bellMessages } from './bell';
import { blocksMessages } from './blocks';
import { conversationsMessages } from './conversations';
import { disputesMessages } from './disputes';
import { ledgerMessages } from './ledger';
import { limitsMessages } from './limits';
import { listingsMessages } from './listings';
import { listingPhotosMessages } from './listing-photos';
import { needsMessages } from './needs';
import { needsNotices } from './needs-notices';
import { membersMessages } from './members';
import { membershipMessages } from './membership';
import { moderationMessages } from './moderation';
import { objectsMessages } from './objects';
import { priceGuideMessages } from './price-guide';
import { referencesMessages } from './references';
import { supportMessages } from './support';
import { tradesMessages } from './trades';
import { verificationMessages } from './verification';
import { requestMessages } from './request';
import { locationMessages } from './location';
import { pushMessages } from './push';
import { phoneMessages } from './phone';
import { notifyPreferencesMessages } from './notify-preferences';
import { smsMessages } from './sms';
import { alertsMessages } from './alerts';
import { alertNotices } from './alerts-notices';
import { statusWords, tierWords, verificationTypeWords } from './words';
import { creditNotices } from './credits-notices';
import { disputeNotices } from './disputes-notices';
import { ledgerLines } from './ledger-lines';
import { membershipHistory, membershipHistoryTiers } from './membership-history';
import { membershipNotices } from './membership-notices';
import { moderationNotices } from './moderation-notices';
import { referenceNotices } from './references-notices';
import { teamNotices } from './team-notices';
import { tradeNotices } from './trades-notices';
import { verificationNotices } from './verification-notices';
import { mailMessages } from './mail';
import { tradesMail } from './trades-mail';
import { disputesMail } from './disputes-mail';
import { membershipMail, membershipMailTiers } from './membership-mail';
import { verificationMail } from './verification-mail';
import { accountMail } from './account-mail';
import { adminMail } from './admin-mail';
import { passwordResetMail } from './password-reset-mail';
import { signInLinkMail } from './sign-in-link-mail';
import { emailChangeMail } from './email-change-mail';
import { emailConfirmationMail } from './email-confirmation-mail';
import type { CodeOf, MessageData } from './catalogue';

/**
 * Every feature's catalogue, registered once (like the events in `registry.ts` of the package):
 * the parity test, the mail, and the client read the codes from here. English only; the other
 * languages' texts are in `registry-es.ts`, so the client's first bundle carries none of them.
 */
export const catalogues = [
  tierWords,
  verificationTypeWords,
  statusWords,
  requestMessages,
  accountMessages,
  adminMessages,
  authMessages,
  bellMessages,
  blocksMessages,
  conversationsMessages,
  disputesMessages,
  ledgerMessages,
  limitsMessages,
  listingsMessages,
  listingPhotosMessages,
  needsMessages,
  membersMessages,
  membershipMessages,
  moderationMessages,
  objectsMessages,
  priceGuideMessages,
  referencesMessages,
  supportMessages,
  tradesMessages,
  verificationMessages,
  locationMessages,
  pushMessages,
  phoneMessages,
  notifyPreferencesMessages,
  smsMessages,
  alertsMessages,
  // What the read models store as data: the bell's notices, ledger lines, membership history.
  tradeNotices,
  disputeNotices,
  membershipNotices,
  verificationNotices,
  moderationNotices,
  referenceNotices,
  creditNotices,
  teamNotices,
  alertNotices,
  needsNotices,
  ledgerLines,
  membershipHistory,
  membershipHistoryTiers,
  // What the mails say, each feature's beside the words every mail shares.
  mailMessages,
  tradesMail,
  disputesMail,
  membershipMail,
  membershipMailTiers,
  verificationMail,
  accountMail,
  adminMail,
  passwordResetMail,
  signInLinkMail,
  emailChangeMail,
  emailConfirmationMail,
] as const satisfies readonly Catalogue[];

/** Every code the server can send, derived from the registered catalogues' types. */
export type ServerCode = CodeOf<(typeof catalogues)[number]>;

export const englishTexts: TextsByCode = textsByCode(catalogues);

const english = paramFormatter('en', englishTexts);

/** A message's English text: what the API answers in `message` and what an English reader sees. */
export const inEnglish = (message: MessageData): string => renderMessage(englishTexts, message, english);
