import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Clock } from 'lucide-react';
import { membershipQueries } from './queries';

/** How long the dashboard keeps asking after Stripe sent the member back (the webhook usually lands within seconds). */
const WAIT_MS = 60_000;

/**
 * After Stripe's confirmation returns to `/dashboard?payment=success`: what the server recorded
 * from Stripe's webhook, not what the redirect claims. Active standard: received. Anything else:
 * still waiting for the bank (the bell and the page follow when the webhook lands).
 */
export function PaymentOutcome() {
  const [startedAt] = useState(() => Date.now());
  const { t } = useTranslation('membership');
  const status = useQuery({
    ...membershipQueries.status(),
    refetchInterval: (query) => {
      const data = query.state.data;
      const settled = data?.tier === 'standard' && data.standing === 'active';
      return settled || Date.now() - startedAt > WAIT_MS ? false : 2000;
    },
  });
  if (status.isLoading) return null;
  const received = status.data?.tier === 'standard' && status.data.standing === 'active';
  const Icon = received ? BadgeCheck : Clock;
  return (
    <p role="status" className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${received ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}>
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <span>
        {received ? t('outcome.received') : t('outcome.waiting')}
      </span>
    </p>
  );
}
