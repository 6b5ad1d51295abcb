import type { Catalogue } from './catalogue';
import { paramFormatter } from './params';
import { renderMessage, textsByCode, type TextsByCode } from './render';
import { tierWords, verificationTypeWords } from './words';
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
import type { MessageData } from './catalogue';

/**
 * Every feature's catalogue, registered once (like the events in `registry.ts` of the package):
 * the parity test, the mail, and the client read the codes from here. English only; the other
 * languages' texts are in `registry-es.ts`, so the client's first bundle carries none of them.
 */
export const catalogues: readonly Catalogue[] = [
  tierWords,
  verificationTypeWords,
  // What the read models store as data: the bell's notices, ledger lines, membership history.
  tradeNotices,
  disputeNotices,
  membershipNotices,
  verificationNotices,
  moderationNotices,
  referenceNotices,
  creditNotices,
  teamNotices,
  ledgerLines,
  membershipHistory,
  membershipHistoryTiers,
];

export const englishTexts: TextsByCode = textsByCode(catalogues);

const english = paramFormatter('en', englishTexts);

/** A message's English text: what the API answers in `message` and what an English reader sees. */
export const inEnglish = (message: MessageData): string => renderMessage(englishTexts, message, english);
