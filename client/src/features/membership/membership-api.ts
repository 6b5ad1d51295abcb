import { apiPost } from '../../lib/api';
import type { MembershipApplicationAnswer, MembershipApplicationBody } from '@barteraid/events/contracts/membership';

export const applyForMembership = (body: MembershipApplicationBody) =>
  apiPost<MembershipApplicationAnswer>('/api/membership/applications', body);
