import { defineMessages } from './catalogue';

/** The administrators' pages: issuing credits, personal messages, the member and event views. */
export const adminMessages = defineMessages('admin', {
  adminOnly: "Access Denied: You don't have permission to access the admin dashboard.",
  missingCreditFields: 'Missing Information: Please fill in all fields to issue credits.',
  invalidAmount: 'Invalid Amount: Please enter a valid positive number for credits.',
  tooManyDecimals: 'Invalid Amount: Credits can have at most 2 decimal places.',
  tooLarge: 'Invalid Amount: At most 1,000,000 credits can be issued at a time.',
  missingMessageFields: 'Missing Information: Please fill in all fields to send message.',
  userNotFound: 'User Not Found: Please select a valid user.',
  reasonTooLong: 'Reason must be at most {max} characters.',
  subjectTooLong: 'Subject must be at most {max} characters.',
  messageTooLong: 'Message must be at most {max} characters.',
  creditsIssued: 'Successfully issued {amount} credits.',
  creditPolicyChanged: 'Credit line defaults saved; every member\'s line follows them.',
  messageSent: 'Personal message sent successfully!',
  alreadySent: 'This message was already sent.',
  eventNotFound: 'Event not found.',
});
