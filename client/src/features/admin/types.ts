export interface AdminStats {
  totalUsers?: number;
  users?: number;
  activeTrades: number;
  pendingVerifications: number;
  monthlyRevenue: number | string;
}

export interface AdminUser {
  id: string;
  username: string;
  email: string;
  firstName?: string;
  lastName?: string;
  membershipTier?: string;
  verificationStatus?: string;
  barterCredits?: string;
  isAdmin?: boolean;
  createdAt?: string;
}

export interface VerificationRequest {
  id: string;
  userId: string;
  username?: string;
  verificationType: string;
  documents?: string[];
  status: string;
  createdAt?: string;
}
