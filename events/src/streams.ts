/** Stream names are built here and only here. */
export const streams = {
  member: (memberId: string) => `member-${memberId}`,
  ledger: (memberId: string) => `ledger-${memberId}`,
  emailClaim: (email: string) => `unique_email-${email.trim().toLowerCase()}`,
  usernameClaim: (username: string) => `unique_username-${username.trim().toLowerCase()}`,
  listing: (listingId: string) => `listing-${listingId}`,
  trade: (tradeId: string) => `trade-${tradeId}`,
  conversation: (tradeId: string) => `conversation-${tradeId}`,
  supportRequest: (requestId: string) => `support-${requestId}`,
  passwordReset: (requestId: string) => `password_reset-${requestId}`,
  priceGuide: () => 'price_guide',
  notifications: (memberId: string) => `notifications-${memberId}`,
  verification: (memberId: string) => `verification-${memberId}`,
  adminMessage: (messageId: string) => `admin_message-${messageId}`,
  object: (objectId: string) => `object-${objectId}`,
  /** A member's upload quota: links issued lately and bytes in use. */
  uploads: (memberId: string) => `uploads-${memberId}`,
  invitation: (code: string) => `invitation-${code.trim().toUpperCase()}`,
  membership: (memberId: string) => `membership-${memberId}`,
} as const;
