import type { VerificationType } from './verification-types';

/** GET /api/user/verification */
export interface MyVerification {
  status: 'none' | 'pending' | 'approved' | 'rejected';
  verified: boolean;
  canSubmit: boolean;
  submission: {
    id: string;
    verificationType: VerificationType;
    formData: Record<string, string | number>;
    documents: { name: string; objectId: string | null; url: string | null }[];
    status: 'pending' | 'approved' | 'rejected';
    submittedAt: string;
    decidedAt: string | null;
    reason: string | null;
  } | null;
}

export const MY_VERIFICATION_KEY = ['/api/user/verification'] as const;
