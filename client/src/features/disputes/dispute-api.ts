import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideDisputeBody, DisputeChange, DisputeMessageBody, OpenDisputeBody } from '@barteraid/events/contracts/disputes';
import { apiPost, errorStatus, newIdempotencyKey } from '../../lib/api';
import { useRealtimeConnected } from '../../lib/connection-status';
import { creditQueries } from '../credits';
import { tradeQueries } from '../trades';
import { disputeQueries } from './queries';

/** With the socket up, pushes refresh a dispute; otherwise it is asked again every few seconds. */
const LIVE_SAFETY_POLL_MS = 30_000;
const POLL_MS = 5_000;

const path = (tradeId: string) => `/api/trades/${encodeURIComponent(tradeId)}/dispute`;

/**
 * One Idempotency-Key per request body: sending the same thing again after a failure reuses it
 * (the server answers from the first attempt if that one took effect), a changed body gets a new
 * one, and so does anything sent after a success (the same message may be meant twice).
 */
function useKeyPerBody() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor: (body: unknown): string => {
      const text = JSON.stringify(body);
      if (last.current?.body !== text) last.current = { body: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    done: () => {
      last.current = null;
    },
  };
}

export function useDispute(tradeId: string) {
  const live = useRealtimeConnected();
  return useQuery({
    ...disputeQueries.one(tradeId),
    enabled: Boolean(tradeId),
    // "Not found" stays so: neither retried nor polled.
    retry: (failures, error) => errorStatus(error) !== 404 && failures < 2,
    refetchInterval: (query) => (query.state.status === 'error' ? false : live ? LIVE_SAFETY_POLL_MS : POLL_MS),
  });
}

export function useMyDisputes(enabled: boolean) {
  const live = useRealtimeConnected();
  return useQuery({ ...disputeQueries.mine(), enabled, refetchInterval: live ? LIVE_SAFETY_POLL_MS : POLL_MS });
}

/** A party opens a dispute on the trade: the trade, its lists and the member's disputes change. */
export function useOpenDispute(tradeId: string) {
  const queryClient = useQueryClient();
  const { keyFor, done } = useKeyPerBody();
  return useMutation({
    mutationFn: (body: OpenDisputeBody) => apiPost<DisputeChange>(path(tradeId), body, { idempotencyKey: keyFor(body) }),
    onSuccess: () => {
      done();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tradeQueries.about(tradeId) }),
        queryClient.invalidateQueries({ queryKey: tradeQueries.mine().queryKey }),
        queryClient.invalidateQueries({ queryKey: tradeQueries.conversationLists() }),
        queryClient.invalidateQueries({ queryKey: disputeQueries.mine().queryKey }),
      ]);
    },
  });
}

/** A party or an administrator writes in the dispute's thread. */
export function usePostDisputeMessage(tradeId: string) {
  const queryClient = useQueryClient();
  const { keyFor, done } = useKeyPerBody();
  return useMutation({
    mutationFn: (body: DisputeMessageBody) => apiPost<DisputeChange>(`${path(tradeId)}/messages`, body, { idempotencyKey: keyFor(body) }),
    onSuccess: () => {
      done();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeQueries.one(tradeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: disputeQueries.story(tradeId).queryKey }),
      ]);
    },
  });
}

/** An administrator decides: the queue, the story and the dispute change, and credits move. */
export function useDecideDispute(tradeId: string) {
  const queryClient = useQueryClient();
  const { keyFor, done } = useKeyPerBody();
  return useMutation({
    mutationFn: (body: DecideDisputeBody) =>
      apiPost<DisputeChange>(`/api/admin/disputes/${encodeURIComponent(tradeId)}/decision`, body, { idempotencyKey: keyFor(body) }),
    onSuccess: () => {
      done();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeQueries.admin() }),
        queryClient.invalidateQueries({ queryKey: disputeQueries.one(tradeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: creditQueries.mine().queryKey }),
      ]);
    },
  });
}
