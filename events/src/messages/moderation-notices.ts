import { defineMessages } from './catalogue';

/** What the bell tells a reporter about their report's outcome, in general words. */
export const moderationNotices = defineMessages('moderationNotices', {
  reviewed: 'Your report was reviewed',
  actioned:
    "Thank you for your report {reference}. We reviewed it and took action under our community guidelines. For everyone's privacy we do not share the details.",
  dismissed:
    'Thank you for your report {reference}. We reviewed it and found nothing that breaks our community guidelines. If anything else happens, please report it again.',
});
