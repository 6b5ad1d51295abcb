import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StatementEntry } from '@barteraid/events/contracts/statement';
import { storedText } from '../../i18n/stored-text';
import { formatDateTime } from '../../lib/format';

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 align-top text-sm text-ink';
const when = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * The amount as what it did: a receipt adds to the balance, a payment takes from it, a hold only
 * sets credits aside and its return gives them back — said in words, not only by colour.
 */
function Amount({ entry }: { entry: StatementEntry }) {
  const { t } = useTranslation('statement');
  switch (entry.kind) {
    case 'earned':
      return <span className="font-semibold text-green-800">+{entry.amount}</span>;
    case 'spent':
      return <span className="font-semibold text-red-800">−{entry.amount}</span>;
    case 'hold':
      return <span className="text-amber-900">{entry.amount} <span className="text-xs">{t('table.held')}</span></span>;
    case 'release':
      return <span className="text-brand-900">{entry.amount} <span className="text-xs">{t('table.returned')}</span></span>;
    default:
      return <span>{entry.amount}</span>;
  }
}

/** The member's ledger entries, newest first; the table scrolls inside its own box on a narrow screen. */
export function StatementTable({ entries }: { entries: StatementEntry[] }) {
  const { t } = useTranslation('statement');
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={t('table.label')}>
      <table className="w-full">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>{t('table.time')}</th>
            <th scope="col" className={th}>{t('table.what')}</th>
            <th scope="col" className={`${th} text-right`}>{t('table.amount')}</th>
            <th scope="col" className={`${th} text-right`}>{t('table.balance')}</th>
            <th scope="col" className={`${th} text-right`}>{t('table.available')}</th>
            <th scope="col" className={th}>{t('table.trade')}</th>
            <th scope="col" className={th}>{t('table.with')}</th>
            <th scope="col" className={th}>{t('table.eventId')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <tr key={entry.id} data-kind={entry.kind}>
              <td className={`${td} whitespace-nowrap`}><time dateTime={entry.at}>{when(entry.at)}</time></td>
              <th scope="row" className={`${td} min-w-44 text-left font-medium`}>{storedText(entry.description, entry.descriptionMessage)}</th>
              <td className={`${td} whitespace-nowrap text-right tabular-nums`}><Amount entry={entry} /></td>
              <td className={`${td} text-right tabular-nums`}>{entry.balanceAfter ?? '—'}</td>
              <td className={`${td} whitespace-nowrap text-right tabular-nums`}>
                {entry.availableAfter ?? '—'}
                {entry.heldAfter !== null && entry.heldAfter !== '0.00' && <div className="text-xs text-muted">{t('table.heldAfter', { amount: entry.heldAfter })}</div>}
              </td>
              <td className={`${td} min-w-36`}>
                {entry.trade ? (
                  <Link to={`/messages?trade=${encodeURIComponent(entry.trade.id)}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    {entry.trade.title}
                  </Link>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td className={`${td} whitespace-nowrap`}>{entry.counterparty?.username ?? <span className="text-muted">—</span>}</td>
              <td className={`${td} min-w-36 break-all font-mono text-xs`}>{entry.id}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
