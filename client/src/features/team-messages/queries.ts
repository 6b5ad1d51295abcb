import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTeamThread, TeamMessagePosted, TeamThread, TeamThreadSummary } from '@barteraid/events/contracts/team-messages';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { apiPost } from '../../lib/api';

/** The member's thread with the BarterAid team and the admins' view of every thread. */
export const teamMessageQueries = {
  mine: () => queryOptions<TeamThread>({ queryKey: ['/api/team-thread'] }),
  adminLists: () => ['/api/admin/team-threads'] as const,
  adminList: () => queryOptions<TeamThreadSummary[]>({ queryKey: ['/api/admin/team-threads'] }),
  adminThread: (memberId: string) => queryOptions<AdminTeamThread>({ queryKey: ['/api/admin/team-threads', memberId] }),
};

export const useTeamThread = (enabled = true) => useQuery({ ...teamMessageQueries.mine(), enabled });

export function useReplyToTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiPost<TeamMessagePosted>('/api/team-thread/messages', { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMessageQueries.mine().queryKey }),
  });
}

export function useMarkTeamThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<MessageResponse>('/api/team-thread/read'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMessageQueries.mine().queryKey }),
  });
}

export function useAdminTeamReply(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => apiPost<TeamMessagePosted>(`/api/admin/team-threads/${memberId}`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMessageQueries.adminLists() }),
  });
}
