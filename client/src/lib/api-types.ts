/** Shapes of the server's answers that more than one feature reads. */

export type MembershipTier = 'standard' | 'free_assistance' | 'emergency_business' | 'guest_trial';

export interface Profile {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  isOwner: boolean;
  barterCredits: string;
  availableCredits: string;
  heldCredits: string;
  membershipTier: MembershipTier | string;
  verified: boolean;
  verificationStatus: 'pending' | 'approved' | 'rejected' | string;
  avatar: string | null;
  /** When a guest trial ends (null without one). */
  trialExpiresAt?: string | null;
  phone: string | null;
  location: string | null;
  rating: string;
  totalTrades: number;
  createdAt: string;
  updatedAt: string;
}

export interface PublicConfig {
  helplinePhone: string;
  altLoginPages: boolean;
}

export interface CreditTransaction {
  id: string;
  type: 'earned' | 'spent' | 'other';
  kind: string;
  amount: string;
  description: string;
  tradeId: string | null;
  createdAt: string;
}

export interface Credits {
  balance: string;
  available: string;
  held: string;
  transactions: CreditTransaction[];
}

export interface UnreadMessage {
  id: string;
  tradeId: string;
  senderId: string;
  recipientId: string;
  content: string;
  isRead: boolean;
  createdAt: string;
  senderName?: string;
}

export interface MessageResponse {
  message: string;
}
