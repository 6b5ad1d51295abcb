import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format';
import { adminQueries } from './queries';

const when = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 text-sm text-ink';

/** Recent membership invoices Stripe reported paid or failed (recorded from its webhooks), newest first. */
export function PaymentsTab() {
  const { t } = useTranslation('admin');
  const payments = useQuery(adminQueries.payments());
  if (payments.isLoading) return <Spinner label={t('payments.loading')} />;
  if (payments.isError) return <p className="text-muted">{t('payments.loadFailed')}</p>;
  const list = payments.data?.payments ?? [];
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="text-lg font-semibold text-ink">{t('payments.heading')}</h2>
      <p className="text-sm text-muted">{t('payments.intro')}</p>
      {list.length === 0 ? (
        <p className="mt-3 text-muted">{t('payments.none')}</p>
      ) : (
        <>
          <ul className="mt-3 space-y-3 md:hidden">
            {list.map((payment) => (
              <li key={payment.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="flex justify-between gap-2">
                  <Link to={`/admin/members/${payment.memberId}`} className="font-semibold text-brand-700 underline">{payment.username ?? payment.memberId}</Link>
                  <Outcome outcome={payment.outcome} />
                </p>
                <p className="mt-1 tabular-nums text-ink">{payment.amount} {payment.currency.toUpperCase()}</p>
                <p className="mt-1 break-all text-xs text-muted">{when(payment.at)} · {payment.invoiceId}</p>
              </li>
            ))}
          </ul>
          <table className="mt-3 hidden w-full md:table">
            <thead>
              <tr><th className={th}>{t('payments.when')}</th><th className={th}>{t('payments.member')}</th><th className={th}>{t('payments.outcome')}</th><th className={cn(th, 'text-right')}>{t('payments.amount')}</th><th className={th}>{t('payments.invoice')}</th></tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.map((payment) => (
                <tr key={payment.id}>
                  <td className={td}>{when(payment.at)}</td>
                  <td className={td}><Link to={`/admin/members/${payment.memberId}`} className="font-semibold text-brand-700 underline">{payment.username ?? payment.memberId}</Link></td>
                  <td className={td}><Outcome outcome={payment.outcome} /></td>
                  <td className={cn(td, 'text-right tabular-nums')}>{payment.amount} {payment.currency.toUpperCase()}</td>
                  <td className={cn(td, 'break-all text-xs text-muted')}>{payment.invoiceId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

function Outcome({ outcome }: { outcome: 'paid' | 'failed' }) {
  const { t } = useTranslation('admin');
  return (
    <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', outcome === 'paid' ? 'bg-brand-100 text-brand-900' : 'bg-red-100 text-red-900')}>
      {outcome === 'paid' ? t('payments.paid') : t('payments.failed')}
    </span>
  );
}
