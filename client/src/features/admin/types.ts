/** Shapes of the admin API's answers (services/query-api/src/admin). */

export interface MonthComparison<T = number> {
  thisMonth: T;
  lastMonth: T;
  /** null when last month had nothing to compare with. */
  growthPercent: number | null;
}

export interface AdminStats {
  totalUsers: number;
  users: number;
  activeTrades: number;
  pendingVerifications: number;
  /** Dollars a month, expected from standard members (not collected payments). */
  monthlyRevenue: number;
  monthlyRevenueBasis: 'expected';
  monthlyRevenueNote: string;
  standardMembers: number;
  subscriptionsStarted: number;
  verifiedMembers: number;
  analytics: {
    month: string;
    previousMonth: string;
    newMembers: MonthComparison;
    tradesCompleted: MonthComparison;
    creditsExchanged: MonthComparison<string>;
    creditsIssued: MonthComparison<string>;
    activeListings: number;
    urgentNeeds: number;
  };
}

export interface AdminUser {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  membershipTier: string;
  verified: boolean;
  verificationStatus: string;
  /** False when the member never submitted a verification. */
  verificationSubmitted: boolean;
  barterCredits: string;
  location: string | null;
  createdAt: string;
}

export interface AdminUsersPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}

export interface VerificationDocument {
  name: string;
  objectId: string | null;
  /** Where an uploaded document can be opened (owner and admins only). */
  url: string | null;
}

export interface VerificationRequest {
  id: string;
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  membershipTier: string;
  location: string | null;
  memberSince: string;
  verificationType: 'ebt' | 'church' | 'government' | 'business';
  formData: Record<string, string | number>;
  documents: VerificationDocument[];
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  decidedByUsername: string | null;
  reason: string | null;
}

/** `GET /api/admin/membership-applications`: an application for a free tier with its member. */
export interface MembershipApplicationRequest {
  id: string;
  tier: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: string;
  decidedAt: string | null;
  decisionReason: string | null;
  userId: string;
  username: string;
  email: string;
  currentTier: string;
  decidedBy: string | null;
  decidedByUsername: string | null;
}
