import type { SmsReplies } from '../sms/replies';

/**
 * Alerts go by text only for an urgent need: an instant alert's match and a helper's "urgent need
 * near you" (each with its own description code, so a text never goes for an ordinary match).
 * They ask nothing back: STOP ends every text, and an alert is stopped in /settings.
 */
export const alertSmsReplies: SmsReplies = {
  notices: [
    { code: 'alertNotices.matchedUrgentText', replies: [] },
    { code: 'alertNotices.urgentNeedText', replies: [] },
  ],
  replies: [],
  subjectOf: () => null,
  subjectVersion: async () => null,
};
