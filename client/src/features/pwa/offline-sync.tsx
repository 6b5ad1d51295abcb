import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { useOnline } from '../../lib/connection-status';
import { keepOfflineCopy } from '../../lib/offline-cache';
import { sendPendingWrites } from '../../lib/outbox';
import { useSession } from '../../lib/session';

/**
 * While a member is signed in: keeps the device's copy of what they read current, and whenever a
 * connection is there (at start, and each time it comes back) sends what waited, then refreshes
 * everything shown from the copy.
 */
export function OfflineSync() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const online = useOnline();
  const memberId = user?.id ?? null;

  useEffect(() => (memberId ? keepOfflineCopy(queryClient) : undefined), [memberId, queryClient]);

  // Answers shown while offline came from the copy: once back, they are fetched again.
  const wasOffline = useRef(!navigator.onLine);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    if (!memberId || !online) return;
    const cameBack = wasOffline.current;
    wasOffline.current = false;
    void sendPendingWrites(memberId).then((outcome) => {
      for (const { pending, error } of outcome.refused) {
        const what = pending.kind === 'message' ? pending.body.content : pending.body.title;
        toastError(t('offline.refused'), `${what.slice(0, 60)}: ${serverMessage(error) ?? t('common.pleaseTryAgain')}`);
      }
      // What was sent shows up in its lists.
      if (cameBack || outcome.sent.length > 0 || outcome.refused.length > 0) return queryClient.invalidateQueries();
    });
  }, [memberId, online, queryClient, t]);

  return null;
}
