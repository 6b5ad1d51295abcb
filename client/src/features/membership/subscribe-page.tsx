import { useQuery } from '@tanstack/react-query';
import { useEffect, type FormEvent } from 'react';
import { Check, CreditCard } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiPost } from '../../lib/api';

const benefits = ['2x barter credits on every completed trade', 'Priority access to urgent listings', '24/7 priority support'];

/** The card provider's form needs a client secret from the server before it can be shown. */
export default function SubscribePage() {
  const subscription = useQuery({
    queryKey: ['create-subscription'],
    queryFn: () => apiPost<{ clientSecret: string }>('/api/create-subscription'),
    gcTime: 0,
  });

  useEffect(() => {
    if (subscription.isError) toastError('Error', 'Failed to initialize subscription');
  }, [subscription.isError]);

  const pay = (event: FormEvent) => {
    event.preventDefault();
    toast({ title: 'Coming Soon', description: 'payment integration will be available soon.' });
  };

  return (
    <Page title="Subscribe" intro="Standard membership is $10/month. Cancel any time." width="normal">
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-ink">Premium benefits</h2>
          <ul className="mt-4 space-y-3">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2 text-ink"><Check aria-hidden="true" className="mt-0.5 h-5 w-5 text-brand-700" /> {benefit}</li>
            ))}
          </ul>
        </Card>
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink"><CreditCard aria-hidden="true" className="h-5 w-5" /> Payment</h2>
          {subscription.isLoading ? (
            <Spinner label="Preparing secure payment…" />
          ) : subscription.isError ? (
            <div className="mt-4"><FormAlert message="Unable to create subscription. Please try again." /></div>
          ) : (
            <form onSubmit={pay} className="mt-4 space-y-4">
              <p className="text-sm text-muted">Card details are entered in our payment provider's secure form.</p>
              <div className="rounded-lg border border-dashed border-slate-400 p-4 text-sm text-muted">Secure card form</div>
              <Button type="submit" className="w-full">Pay $10.00</Button>
            </form>
          )}
        </Card>
      </div>
    </Page>
  );
}
