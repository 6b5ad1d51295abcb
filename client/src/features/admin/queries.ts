import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { SentNotificationsPage } from '@barteraid/events/contracts/notify-preferences';
import { apiGet, urlFromQueryKey } from '../../lib/api';
import type { AdminStats, AdminUsersPage } from '@barteraid/events/contracts/admin';
import type { AdminCreditPolicy } from '@barteraid/events/contracts/credit-policy';
import type { AdminMember, EventChain } from '@barteraid/events/contracts/admin-member';
import type { MembershipApplicationRequest, MembershipPayments } from '@barteraid/events/contracts/membership';
import type { NeedFigures } from '@barteraid/events/contracts/needs';
import type { AlertChannelStats } from '@barteraid/events/contracts/alerts';
import type { VerificationRequest } from '@barteraid/events/contracts/verification';

/** The admin dashboard's queries; the `…Lists` keys are prefixes of every page and filter. */
export const adminQueries = {
  stats: () => queryOptions<AdminStats>({ queryKey: ['/api/admin/stats'] }),
  userLists: () => ['/api/admin/all-users'] as const,
  users: (params: { search: string; page?: number; pageSize: number }) =>
    queryOptions<AdminUsersPage>({ queryKey: ['/api/admin/all-users', params] }),
  verificationLists: () => ['/api/admin/verifications'] as const,
  verifications: () => queryOptions<VerificationRequest[]>({ queryKey: ['/api/admin/verifications'] }),
  applicationLists: () => ['/api/admin/membership-applications'] as const,
  member: (id: string) => queryOptions<AdminMember>({ queryKey: ['/api/admin/members', id] }),
  /** The member's pushes and texts, newest first, a page at a time ("Show older" asks for the next). */
  sentNotifications: (id: string) =>
    infiniteQueryOptions({
      queryKey: [`/api/admin/members/${id}/sent-notifications`],
      queryFn: ({ pageParam }) => apiGet<SentNotificationsPage>(urlFromQueryKey([`/api/admin/members/${id}/sent-notifications`, { cursor: pageParam ?? undefined }])),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  event: (id: string) => queryOptions<EventChain>({ queryKey: ['/api/admin/events', id] }),
  payments: () => queryOptions<MembershipPayments>({ queryKey: ['/api/admin/payments'] }),
  /** Needs per week and how soon urgent ones get a proposal (`GET /api/admin/needs`). */
  needs: () => queryOptions<NeedFigures>({ queryKey: ['/api/admin/needs'] }),
  /** Alerts sent per channel and week (`GET /api/admin/analytics/alerts`). */
  alertChannels: () => queryOptions<AlertChannelStats>({ queryKey: ['/api/admin/analytics/alerts'] }),
  /** The credit line defaults in force and every change of them (`GET /api/admin/credit-policy`). */
  creditPolicy: () => queryOptions<AdminCreditPolicy>({ queryKey: ['/api/admin/credit-policy'] }),
  applications: () => queryOptions<MembershipApplicationRequest[]>({ queryKey: ['/api/admin/membership-applications', { status: 'all' }] }),
};
