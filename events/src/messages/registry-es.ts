import type { MessageData, Translation } from './catalogue';
import { paramFormatter } from './params';
import { englishTexts } from './registry';
import { renderMessage, textsByCode, type TextsByCode } from './render';
import { tierWordsEs, verificationTypeWordsEs } from './words';
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
  tradeNoticesEs,
  disputeNoticesEs,
  membershipNoticesEs,
  verificationNoticesEs,
  moderationNoticesEs,
  referenceNoticesEs,
  creditNoticesEs,
  teamNoticesEs,
  ledgerLinesEs,
  membershipHistoryEs,
  membershipHistoryTiersEs,
];

export const spanishTexts: TextsByCode = textsByCode(spanishTranslations);

const spanish = paramFormatter('es', spanishTexts);

/** A message in Spanish; a code without a Spanish text yet falls back to its English one. */
export const inSpanish = (message: MessageData): string => renderMessage(spanishTexts, message, spanish, englishTexts);
