import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { membershipQueries } from '../membership';

const link = 'font-semibold text-amber-950 underline underline-offset-4';

/**
 * For a member who chose standard and has not paid yet: a plain way on to finish the membership,
 * or to choose a free one instead. Its texts are the dashboard's own, so the page loads no more
 * than the chunks it names.
 */
export function PendingPaymentBanner() {
  const { t } = useTranslation();
  const status = useQuery(membershipQueries.status());
  if (status.data?.standing !== 'pending_payment') return null;
  return (
    <p className="mt-6 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <CreditCard aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <span>
        {t('dashboard.pendingPayment.before')}
        <Link to="/subscribe" className={link}>{t('dashboard.pendingPayment.finish')}</Link>
        {t('dashboard.pendingPayment.middle')}
        <Link to="/membership" className={link}>{t('dashboard.pendingPayment.free')}</Link>
        {t('dashboard.pendingPayment.after')}
      </span>
    </p>
  );
}
