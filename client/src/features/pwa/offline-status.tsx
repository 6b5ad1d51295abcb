import { useQueryClient } from '@tanstack/react-query';
import { Clock, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/connection-status';
import { formatDateTime } from '../../lib/format';
import { usePendingWrites, type PendingWrite } from '../../lib/outbox';
import { useSession } from '../../lib/session';

/** The newest answer the screen shows: kept from before, so this is when it was last fresh. */
function useLastUpdated(): number {
  const queryClient = useQueryClient();
  return Math.max(0, ...queryClient.getQueryCache().getAll().map((query) => query.state.dataUpdatedAt));
}

/** Today's copy by its time alone: the banner stays short on a phone. */
const lastUpdatedText = (at: Date) =>
  at.toDateString() === new Date().toDateString() ? formatDateTime(at, { hour: 'numeric', minute: '2-digit' }) : formatDateTime(at);

/** Ends the line with one full stop (a time such as "12:33 a.m." may end with one already). */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const preview = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

function PendingLine({ pending }: { pending: PendingWrite }) {
  const { t } = useTranslation();
  return (
    <li className="truncate">
      {pending.kind === 'message'
        ? t('offline.waitingMessage', { text: preview(pending.body.content) })
        : t('offline.waitingListing', { title: preview(pending.body.title) })}
    </li>
  );
}

/**
 * For a signed-in member, the one offline banner: without a connection, that what they see is the
 * copy this device kept and when it was last fresh, and what can still be done (messages and new
 * listings wait on the device); connected or not, what is still waiting to be sent.
 */
export function OfflineStatus() {
  const { t } = useTranslation();
  const { user } = useSession();
  const online = useOnline();
  const pending = usePendingWrites(user?.id);
  const lastUpdated = useLastUpdated();
  if (!user || (online && pending.length === 0)) return null;
  return (
    <div role="status" className="border-b border-amber-200 bg-amber-100 px-4 py-1.5 text-sm text-amber-950">
      <div className="mx-auto max-w-6xl space-y-1">
        {!online && (
          <p>
            <WifiOff aria-hidden="true" className="mr-1.5 inline h-4 w-4 align-[-2px]" />
            <span className="font-semibold">
              {sentence(t('offline.lastUpdated', { time: lastUpdated ? lastUpdatedText(new Date(lastUpdated)) : '—' }))}
            </span>{' '}
            {t('offline.readOnly')}
          </p>
        )}
        {pending.length > 0 && (
          <div>
            <p className="flex items-center gap-1.5 font-semibold">
              <Clock aria-hidden="true" className="h-4 w-4 shrink-0" /> {t('offline.waitingTitle')}
            </p>
            <ul className="ml-6 list-disc">
              {pending.map((each) => <PendingLine key={each.id} pending={each} />)}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
