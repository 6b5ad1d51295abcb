import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TradeStep } from '@barteraid/events/contracts/trades';
import { formatCredits } from '../../lib/format';
import { tradeQueries } from './queries';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const completions: Record<string, string> = {
  payer_confirmed: 'confirmed receipt and completed the trade',
  party_marked: 'marked the trade complete',
  auto_release: 'Completed automatically: the payer did not confirm in time after delivery',
};

/** One step in words: who did what (the rule and the settlement are nobody). */
function describe(step: TradeStep): string {
  const who = step.by?.username ?? '';
  const amount = step.amount ? `${formatCredits(step.amount)} credits` : '';
  switch (step.step) {
    case 'proposed':
      return `${who} proposed the trade for ${amount}`;
    case 'countered':
      return `${who} countered with ${amount}`;
    case 'accepted':
      return step.amount && step.amount !== '0.00' ? `${who} accepted; ${amount} held` : `${who} accepted`;
    case 'declined':
      return `${who} declined`;
    case 'cancelled':
      return step.note ? `${who} cancelled: ${step.note}` : `${who} cancelled`;
    case 'marked_urgent':
      return `${who} marked it urgent`;
    case 'scheduled': {
      const [at = '', place = ''] = (step.note ?? '').split('|');
      return `${who} scheduled it for ${at ? when(at) : ''} at ${place}`;
    }
    case 'delivered':
      return `${who} marked it delivered; release due ${step.note ? when(step.note) : ''}`;
    case 'release_reminded':
      return 'Both members were reminded of the automatic release';
    case 'completed':
      return step.by ? `${who} ${completions[step.note ?? ''] ?? 'completed the trade'}` : (completions.auto_release ?? '');
    case 'disputed':
      return step.note === 'completed' ? `${who} disputed the completed trade` : `${who} opened a dispute; the held credits are frozen`;
    case 'dispute_decided':
      return step.amount === '0.00'
        ? 'An administrator decided the dispute: everything back to the payer'
        : `An administrator decided the dispute: ${amount} to the member paid, the rest back to the payer`;
    case 'settled':
      return step.note === 'returned' ? `Settled: ${amount} returned to the payer` : `Settled: ${amount} paid`;
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
  const timeline = useQuery({ ...tradeQueries.timeline(tradeId), enabled: open });
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand">Trade history</summary>
      {open && timeline.isPending && <p className="mt-2 text-muted">Loading the history…</p>}
      {open && timeline.isError && <p className="mt-2 text-red-800">The history could not be loaded. Please try again.</p>}
      {open && timeline.data && timeline.data.length === 0 && <p className="mt-2 text-muted">Nothing has happened yet.</p>}
      {open && timeline.data && timeline.data.length > 0 && <TradeSteps steps={timeline.data} />}
    </details>
  );
}
