import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import type { TradeStep } from '@barteraid/events/contracts/trades';
import { formatCredits, formatDateTime } from '../../lib/format';
import { t } from '../../i18n';
import { tradeQueries } from './queries';

const when = (iso: string) => formatDateTime(iso);

/** How a completion came about, by the step's note. */
const completions: Record<string, ParseKeys> = {
  payer_confirmed: 'trades.timeline.payerConfirmed',
  party_marked: 'trades.timeline.partyMarked',
};

/** One step in words: who did what (the rule and the settlement are nobody). */
function describe(step: TradeStep): string {
  const who = step.by?.username ?? '';
  const amount = step.amount ? t('trades.timeline.amount', { amount: formatCredits(step.amount) }) : '';
  switch (step.step) {
    case 'proposed':
      return t('trades.timeline.proposed', { who, amount });
    case 'countered':
      return t('trades.timeline.countered', { who, amount });
    case 'accepted':
      return step.amount && step.amount !== '0.00' ? t('trades.timeline.acceptedHeld', { who, amount }) : t('trades.timeline.accepted', { who });
    case 'declined':
      return t('trades.timeline.declined', { who });
    case 'cancelled':
      return step.note ? t('trades.timeline.cancelledNote', { who, note: step.note }) : t('trades.timeline.cancelled', { who });
    case 'marked_urgent':
      return t('trades.timeline.markedUrgent', { who });
    case 'scheduled': {
      const [at = '', place = ''] = (step.note ?? '').split('|');
      return t('trades.timeline.scheduled', { who, at: at ? when(at) : '', place });
    }
    case 'delivered':
      return t('trades.timeline.delivered', { who, due: step.note ? when(step.note) : '' });
    case 'release_reminded':
      return t('trades.timeline.reminded');
    case 'completed':
      return step.by ? t(completions[step.note ?? ''] ?? 'trades.timeline.completed', { who }) : t('trades.timeline.autoRelease');
    case 'disputed':
      return step.note === 'completed' ? t('trades.timeline.disputedCompleted', { who }) : t('trades.timeline.disputedHeld', { who });
    case 'dispute_decided':
      return step.amount === '0.00' ? t('trades.timeline.decidedReturn') : t('trades.timeline.decidedSplit', { amount });
    case 'settled':
      return step.note === 'returned' ? t('trades.timeline.settledReturned', { amount }) : t('trades.timeline.settledPaid', { amount });
  }
}

/** The steps of a trade in words, oldest first (also the administrators' view of a disputed trade). */
export function TradeSteps({ steps }: { steps: TradeStep[] }) {
  return (
    <ol className="mt-2 space-y-1.5 border-l-2 border-slate-200 pl-3">
      {steps.map((step, index) => (
        <li key={`${index}-${step.step}`} className="text-ink">
          <time dateTime={step.at} className="block text-xs text-muted">
            {when(step.at)}
          </time>
          {describe(step)}
        </li>
      ))}
    </ol>
  );
}

/** The trade's story, who did what and when, folded away under the proposal: loaded only when opened. */
export function TradeTimeline({ tradeId }: { tradeId: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const timeline = useQuery({ ...tradeQueries.timeline(tradeId), enabled: open });
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand">{t('trades.timeline.title')}</summary>
      {open && timeline.isPending && <p className="mt-2 text-muted">{t('trades.timeline.loading')}</p>}
      {open && timeline.isError && <p className="mt-2 text-red-800">{t('trades.timeline.error')}</p>}
      {open && timeline.data && timeline.data.length === 0 && <p className="mt-2 text-muted">{t('trades.timeline.empty')}</p>}
      {open && timeline.data && timeline.data.length > 0 && <TradeSteps steps={timeline.data} />}
    </details>
  );
}
