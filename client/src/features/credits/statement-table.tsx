import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StatementEntry } from '@barteraid/events/contracts/statement';
import { storedText } from '../../i18n/stored-text';
import { formatDateTime } from '../../lib/format';

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 align-top text-sm text-ink max-sm:p-0';
/**
 * On a phone each entry is a stacked card, its amount first: a table of eight columns would put the
 * amounts off-screen. A cell whose column header is hidden there names itself (`data-label`).
 */
const labelled = 'max-sm:before:mr-1 max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';
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
    case 'line':
      return <span className="text-brand-900">{t('table.line', { amount: entry.amount })}</span>;
    default:
      return <span>{entry.amount}</span>;
  }
}

/**
 * The member's ledger entries, newest first. From 640 px a table that scrolls inside its own box; on a
 * phone a stack of cards, amount first. The roles are given so the stacked table stays a table to
 * assistive technology.
 */
export function StatementTable({ entries }: { entries: StatementEntry[] }) {
  const { t } = useTranslation('statement');
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={t('table.label')}>
      <table role="table" className="w-full max-sm:block">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead role="rowgroup" className="bg-slate-50 max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className={th}>{t('table.time')}</th>
            <th role="columnheader" scope="col" className={th}>{t('table.what')}</th>
            <th role="columnheader" scope="col" className={`${th} text-right`}>{t('table.amount')}</th>
            <th role="columnheader" scope="col" className={`${th} text-right`}>{t('table.balance')}</th>
            <th role="columnheader" scope="col" className={`${th} text-right`}>{t('table.available')}</th>
            <th role="columnheader" scope="col" className={th}>{t('table.trade')}</th>
            <th role="columnheader" scope="col" className={th}>{t('table.with')}</th>
            <th role="columnheader" scope="col" className={th}>{t('table.eventId')}</th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100 max-sm:block">
          {entries.map((entry) => (
            <tr key={entry.id} role="row" data-kind={entry.kind} className="max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3">
              <td role="cell" className={`${td} whitespace-nowrap max-sm:col-start-2 max-sm:row-start-1 max-sm:self-center max-sm:text-right max-sm:text-xs max-sm:text-muted`}>
                <time dateTime={entry.at}>{when(entry.at)}</time>
              </td>
              <th role="rowheader" scope="row" className={`${td} min-w-44 text-left font-medium max-sm:col-span-2 max-sm:min-w-0`}>{storedText(entry.description, entry.descriptionMessage)}</th>
              <td role="cell" className={`${td} whitespace-nowrap text-right tabular-nums max-sm:col-start-1 max-sm:row-start-1 max-sm:text-left max-sm:text-lg`}>
                <Amount entry={entry} />
              </td>
              <td role="cell" data-label={t('table.balance')} className={`${td} text-right tabular-nums max-sm:text-left ${labelled}`}>{entry.balanceAfter ?? '—'}</td>
              <td role="cell" data-label={t('table.available')} className={`${td} whitespace-nowrap text-right tabular-nums max-sm:text-left ${labelled}`}>
                {entry.availableAfter ?? '—'}
                {entry.heldAfter !== null && entry.heldAfter !== '0.00' && <div className="text-xs text-muted max-sm:inline max-sm:pl-1">{t('table.heldAfter', { amount: entry.heldAfter })}</div>}
              </td>
              <td role="cell" data-label={entry.trade ? t('table.trade') : undefined} className={`${td} min-w-36 max-sm:col-span-2 max-sm:min-w-0 ${entry.trade ? labelled : 'max-sm:hidden'}`}>
                {entry.trade ? (
                  <Link to={`/messages?trade=${encodeURIComponent(entry.trade.id)}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    {entry.trade.title}
                  </Link>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td role="cell" data-label={entry.counterparty ? t('table.with') : undefined} className={`${td} whitespace-nowrap ${entry.counterparty ? labelled : 'max-sm:hidden'}`}>
                {entry.counterparty?.username ?? <span className="text-muted">—</span>}
              </td>
              <td role="cell" data-label={t('table.eventId')} className={`${td} min-w-36 break-all font-mono text-xs max-sm:col-span-2 max-sm:min-w-0 max-sm:text-muted ${labelled}`}>{entry.id}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
