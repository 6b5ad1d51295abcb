/** Stream names are built here and only here. */
export const streams = {
  member: (memberId: string) => `member-${memberId}`,
  ledger: (memberId: string) => `ledger-${memberId}`,
  emailClaim: (email: string) => `unique_email-${email.trim().toLowerCase()}`,
  usernameClaim: (username: string) => `unique_username-${username.trim().toLowerCase()}`,
  listing: (listingId: string) => `listing-${listingId}`,
  trade: (tradeId: string) => `trade-${tradeId}`,
  /** One member's proposals on one listing: which trade is their latest. */
  listingProposals: (listingId: string, memberId: string) => `listing_proposals-${listingId}-${memberId}`,
  conversation: (tradeId: string) => `conversation-${tradeId}`,
  supportRequest: (requestId: string) => `support-${requestId}`,
  passwordReset: (requestId: string) => `password_reset-${requestId}`,
  /** One emailed sign-in link: sent, then used at most once. */
  signInLink: (requestId: string) => `sign_in_link-${requestId}`,
  /** One request to change a member's email: the link sent to the new address, and its use. */
  emailChange: (requestId: string) => `email_change-${requestId}`,
  emailConfirmation: (requestId: string) => `email_confirmation-${requestId}`,
  priceGuide: () => 'price_guide',
  notifications: (memberId: string) => `notifications-${memberId}`,
  verification: (memberId: string) => `verification-${memberId}`,
  adminMessage: (messageId: string) => `admin_message-${messageId}`,
  object: (objectId: string) => `object-${objectId}`,
  /** A member's upload quota: links issued lately and bytes in use. */
  uploads: (memberId: string) => `uploads-${memberId}`,
  invitation: (code: string) => `invitation-${code.trim().toUpperCase()}`,
  membership: (memberId: string) => `membership-${memberId}`,
  /** Both parties' references on one trade. */
  tradeReferences: (tradeId: string) => `trade_references-${tradeId}`,
  /** The one dispute a trade may have: opening, thread, decision. */
  dispute: (tradeId: string) => `dispute-${tradeId}`,
  /** One member's report of a listing, member, message or conversation, and what admins did about it. */
  report: (reportId: string) => `report-${reportId}`,
  /** One member's reports of one thing (`subject` and its id): which report is their latest. */
  reportedTarget: (reporterId: string, subject: string, targetId: string) => `reported_target-${reporterId}-${subject}-${targetId}`,
  /** A member's suspensions and their lifting. */
  suspension: (memberId: string) => `suspension-${memberId}`,
  /** The members one member blocked. */
  blocks: (blockerId: string) => `blocks-${blockerId}`,
  mailPreferences: (memberId: string) => `mail_preferences-${memberId}`,
  /** A member's time zone and their push and SMS choices per kind of notification. */
  notifyPreferences: (memberId: string) => `notify_preferences-${memberId}`,
  /** The language a member chose to read BarterAid in. */
  language: (memberId: string) => `language-${memberId}`,
  /** A member's area: the place they chose and how precisely others may place them. */
  location: (memberId: string) => `location-${memberId}`,
  /** A member's conversation with the BarterAid team: admins' messages and the member's replies. */
  teamThread: (memberId: string) => `team_thread-${memberId}`,
  /** The devices a member turned notifications on for (web push subscriptions). */
  pushSubscriptions: (memberId: string) => `push_subscriptions-${memberId}`,
  /** A member's mobile number and the codes sent to prove it. */
  phone: (memberId: string) => `phone-${memberId}`,
  /** A member's saved alerts and their helper opt-in. */
  alerts: (memberId: string) => `alerts-${memberId}`,
  /** The saved alerts and helpers one listing reached: each at most once, ever. */
  alertMatches: (listingId: string) => `alert_matches-${listingId}`,
  /** The urgent needs that reached one helper, counted per day. */
  helperAlerts: (memberId: string) => `helper_alerts-${memberId}`,
  /** The admins' credit line defaults: the base line of each tier, the earned extension, the ceilings. */
  creditPolicy: () => 'credit_policy',
  /** The community account: the debts written off when members close their accounts owing credits. */
  communityLedger: () => 'community_ledger',
} as const;
