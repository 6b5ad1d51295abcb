import { lazy, Suspense, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Trade } from '@barteraid/events/contracts/trades';
import { DialogHeading, DialogPanel } from '../../components/ui/dialog-panel';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { disputePath } from './paths';

/** The form loads when the dialog first opens: most members never open a dispute. */
const OpenDisputeForm = lazy(() => import('./open-dispute-form'));

/** "Open a dispute" on a trade the member may dispute: a dialog with the reason and the evidence. */
export function OpenDisputeButton({ trade, disabled }: { trade: Trade; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          <Scale aria-hidden="true" className="h-4 w-4" /> {t('trades.dispute.open')}
        </Button>
      </Dialog.Trigger>
      <DialogPanel width="34rem">
          <DialogHeading>{t('trades.dispute.open')}</DialogHeading>
          <Dialog.Description className="mb-4 mt-1 text-sm text-muted">
            {t('trades.dispute.about', { title: trade.listingTitle, username: trade.counterparty.username })}
          </Dialog.Description>
          <Suspense fallback={<Spinner label={t('trades.dispute.loadingForm')} />}>
            <OpenDisputeForm trade={trade} onCancel={() => setOpen(false)} onOpened={() => setOpen(false)} />
          </Suspense>
        </DialogPanel>
    </Dialog.Root>
  );
}

/** A short line on a disputed trade, with the way to its dispute page. */
export function DisputeNotice({ trade }: { trade: Pick<Trade, 'id' | 'status' | 'dispute'> }) {
  const { t } = useTranslation();
  if (!trade.dispute) return null;
  const text =
    trade.dispute === 'decided'
      ? t('trades.dispute.decided')
      : trade.status === 'completed'
        ? t('trades.dispute.reviewingCompleted')
        : t('trades.dispute.frozen');
  return (
    <div className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-950">
      <Scale aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        {text}{' '}
        <Link to={disputePath(trade.id)} className="whitespace-nowrap font-semibold underline underline-offset-2">
          {trade.dispute === 'decided' ? t('trades.dispute.seeDecision') : t('trades.dispute.goToDispute')}
        </Link>
      </p>
    </div>
  );
}
