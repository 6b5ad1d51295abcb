export interface UserListing {
  id: string;
  title: string;
  description: string;
  isActive: boolean;
  creditValue: string;
  /** Set when an admin took the listing down: the owner cannot reactivate it. */
  deactivatedByAdmin?: boolean;
  deactivationReason?: string | null;
}

export interface UserTrade {
  id: string;
  status: 'pending' | 'accepted' | 'completed' | string;
  creditAmount: string;
  counterparty: { id: string; username: string };
  direction: 'incoming' | 'outgoing' | string;
  listingTitle: string | null;
  updatedAt: string;
}
