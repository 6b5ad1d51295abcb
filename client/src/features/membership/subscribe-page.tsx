import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Check, CreditCard, Info } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { FormAlert } from '../../components/ui/form-alert';
import { toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { membershipQueries } from './queries';

const benefits = ['2x barter credits on every completed trade', 'Priority access to urgent listings', '24/7 priority support'];

/**
 * The server creates the subscription and hands back the card provider's client secret. The
 * provider's card form (Stripe.js) has to load from the provider's own domain, which this site's
 * Content-Security-Policy does not allow yet, so the page says so instead of showing a fake form.
 */
export default function SubscribePage() {
  const subscription = useQuery(membershipQueries.subscriptionSetup());

  useEffect(() => {
    if (subscription.isError) toastError('Error', 'Failed to initialize subscription');
  }, [subscription.isError]);

  const reason = subscription.isError ? serverMessage(subscription.error) : null;

  return (
    <Page title="Subscribe" intro="Standard membership is $10/month. Cancel any time." width="normal">
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-ink">Premium benefits</h2>
          <ul className="mt-4 space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-ink"><Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" /> {benefit}</li>
            ))}
          </ul>
        </Card>
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink"><CreditCard aria-hidden="true" className="h-5 w-5" /> Payment</h2>
          {subscription.isLoading ? (
            <Spinner label="Preparing secure payment…" />
          ) : subscription.isError ? (
            <div className="mt-4 space-y-3">
              <FormAlert message={`Unable to create subscription. Please try again.${reason ? ` ${reason}` : ''}`} />
              <p className="text-sm text-muted">
                Meanwhile you can keep trading with your credits, or <Link to="/membership" className="font-semibold text-brand-700 underline">choose another membership</Link>.
              </p>
            </div>
          ) : (
            <div className="mt-4 space-y-3">
              <div role="status" className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
                <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <p><strong>Coming Soon:</strong> payment integration will be available soon.</p>
              </div>
              <p className="text-sm text-muted">
                Your subscription is reserved. Card payments open here as soon as the secure card form is available; nothing has been charged.
              </p>
            </div>
          )}
        </Card>
      </div>
    </Page>
  );
}
