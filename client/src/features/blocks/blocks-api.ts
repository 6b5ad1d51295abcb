import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockChanged, BlockMemberBody } from '@barteraid/events/contracts/blocks';
import { apiJson } from '../../lib/api';
import { blockQueries } from './queries';

/**
 * Blocks or unblocks a member. Afterwards the member's own list, and everything whose answer a
 * block changes (listings, trades, conversations), is read again.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, blocked }: { memberId: string; blocked: boolean }) =>
      blocked
        ? apiJson<BlockChanged>('POST', '/api/blocks', { memberId } satisfies BlockMemberBody)
        : apiJson<BlockChanged>('DELETE', `/api/blocks/${encodeURIComponent(memberId)}`),
    onSettled: () => {
      for (const queryKey of [blockQueries.mine().queryKey, ['/api/listings'], ['/api/members']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
