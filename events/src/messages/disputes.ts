import { defineMessages } from './catalogue';

/** Disputes over a trade's credits, their messages and the administrator's decision. */
export const disputesMessages = defineMessages('disputes', {
  notFound: 'Dispute not found.',
  alreadyOpen: 'This trade already has a dispute.',
  alreadyDecided: 'This dispute has already been decided.',
  splitTotal: 'A split needs two amounts above zero that add up to {amount} credits.',
  evidenceNotYours: 'Evidence must be files you uploaded for this dispute.',
  settling: 'The credits of this trade are still being settled. Please try again in a moment.',
  reasonTooShort: 'Please describe the problem in at least {min} characters.',
  reasonTooLong: 'Reason must be at most {max} characters.',
  tooManyFiles: 'At most {max} files can be attached.',
  messageEmpty: 'Message cannot be empty.',
  messageTooLong: 'Message must be at most {max} characters.',
});
