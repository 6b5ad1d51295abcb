import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
// The "pure" entry loads Stripe.js only when loadStripe is called, so a server without keys never asks for it.
import { loadStripe } from '@stripe/stripe-js/pure';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { membershipQueries } from './queries';

/** Where Stripe sends the member after confirming: the dashboard waits there for the webhook's outcome. */
export const PAYMENT_RETURN_PATH = '/dashboard?payment=success';

function PaymentForm() {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('membership');

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setError(null);
    // On success Stripe leaves this page for the return URL; we only come back here with an error.
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: `${window.location.origin}${PAYMENT_RETURN_PATH}` } });
    setPaying(false);
    const message = result.error?.message ?? t('card.notConfirmed');
    setError(message);
    toastError(t('card.failedTitle'), message);
  };

  return (
    <form onSubmit={(event) => void pay(event)} className="mt-4 space-y-4" aria-label={t('card.form')}>
      {!ready && <Spinner label={t('card.loading')} />}
      <PaymentElement onReady={() => setReady(true)} />
      <FormAlert message={error} />
      <Button type="submit" className="w-full" disabled={!stripe || !elements || !ready || paying}>
        {paying ? t('card.confirming') : t('card.pay')}
      </Button>
      <p className="text-xs text-muted">{t('card.privacy')}</p>
    </form>
  );
}

/**
 * The card form: the server creates the subscription (its first invoice waiting for payment) and
 * hands back its client secret; Stripe's Payment Element collects the card in Stripe's own frame.
 */
export function CardPayment({ publishableKey }: { publishableKey: string }) {
  const setup = useQuery(membershipQueries.subscriptionSetup());
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  const { t } = useTranslation('membership');

  useEffect(() => {
    if (setup.isError) toastError(t('card.setupErrorTitle'), t('card.setupError'));
  }, [setup.isError, t]);

  if (setup.isLoading) return <Spinner label={t('subscribe.preparing')} />;
  if (setup.isError || !setup.data) {
    return (
      <div className="mt-4 space-y-3">
        <FormAlert message={`${t('card.unable')} ${serverMessage(setup.error) ?? ''}`.trim()} />
        <p className="text-sm text-muted">
          {t('card.meanwhileBefore')}
          <Link to="/membership" className="font-semibold text-brand-700 underline">{t('card.meanwhileLink')}</Link>
          {t('card.meanwhileAfter')}
        </p>
      </div>
    );
  }
  return (
    <Elements stripe={stripe} options={{ clientSecret: setup.data.clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm />
    </Elements>
  );
}
