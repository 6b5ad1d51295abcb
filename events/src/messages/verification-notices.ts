import { defineMessages } from './catalogue';

/** What the bell tells a member about an administrator's decision on their verification (`{type}`: its enum value). */
export const verificationNotices = defineMessages('verificationNotices', {
  approved: 'Verification approved',
  approvedText: 'Your {type} verification was approved. Your listings now show the verified star.',
  approvedNote: 'Your {type} verification was approved. Your listings now show the verified star. {reason}',
  rejected: 'Verification rejected',
  rejectedText: 'Your {type} verification was not approved. You can correct it and submit again.',
  rejectedReason: 'Your {type} verification was not approved. Reason: {reason} You can correct it and submit again.',
});
