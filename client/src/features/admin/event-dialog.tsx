import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogHeading, DialogPanel } from '../../components/ui/dialog-panel';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { adminQueries } from './queries';

/**
 * One event of the log as stored (its data and metadata) and its chain of causation; an event of
 * the chain opens in its place. Escape or Close shuts it.
 */
export function EventDialog({ eventId, onOpen, onClose }: { eventId: string | null; onOpen(id: string): void; onClose(): void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog.Root open={eventId !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogPanel width="34rem">
        <DialogHeading>{t('event.heading')}</DialogHeading>
        <Dialog.Description className="sr-only">{t('event.description')}</Dialog.Description>
        {eventId && <EventBody eventId={eventId} onOpen={onOpen} />}
      </DialogPanel>
    </Dialog.Root>
  );
}

function EventBody({ eventId, onOpen }: { eventId: string; onOpen(id: string): void }) {
  const { t } = useTranslation('admin');
  const chain = useQuery(adminQueries.event(eventId));
  if (chain.isLoading) return <Spinner label={t('event.loading')} />;
  if (!chain.data) return <p className="mt-3 text-muted">{t('event.loadFailed')}</p>;
  const { event } = chain.data;
  return (
    <div className="mt-3 space-y-4">
      <p className="break-all font-mono text-sm text-ink" data-testid="event-id">{event.id}</p>
      <section aria-labelledby="event-chain-heading">
        <h3 id="event-chain-heading" className="font-semibold text-ink">{t('event.chain')}</h3>
        <ol className="mt-2 space-y-1 text-sm">
          {chain.data.chain.map((link) => (
            <li key={link.id}>
              {link.id === event.id ? (
                <span aria-current="true" className="font-semibold text-ink">{link.type} <span className="text-muted">{t('event.thisEvent')}</span></span>
              ) : (
                <button type="button" onClick={() => onOpen(link.id)} className="text-left font-medium text-brand-700 underline">
                  {link.type}
                </button>
              )}
              <span className="ml-1 text-muted">· {link.stream} #{link.streamRevision}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="event-json-heading">
        <h3 id="event-json-heading" className="font-semibold text-ink">{t('event.asStored')}</h3>
        <pre
          tabIndex={0}
          aria-label={t('event.json')}
          className={cn('mt-2 max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-xs text-ink', 'focus:outline-none focus:ring-2 focus:ring-brand-600')}
        >
          {JSON.stringify(event, null, 2)}
        </pre>
      </section>
    </div>
  );
}
