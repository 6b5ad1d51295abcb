import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BadgeCheck, Check, CreditCard, Info } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { usePublicConfig } from '../../lib/config';
import { membershipQueries } from './queries';
import { CardPayment } from './card-payment';
import { premiumBenefits } from './premium-benefits';

/**
 * Standard membership by card: with card payments set up on the server (its publishable key in
 * /api/config) Stripe's Payment Element; without, a plain word that they are not set up here and
 * how to reach the team — nothing is attempted and nothing fails.
 */
export default function SubscribePage() {
  const { config, isLoading, isKnown } = usePublicConfig();
  const membership = useQuery(membershipQueries.status());
  const publishableKey = config.stripePublishableKey;
  const alreadyStandard = membership.data?.tier === 'standard' && (membership.data.standing === 'active' || membership.data.standing === 'past_due');

  return (
    <Page title="Subscribe" intro="Standard membership is $10/month. Cancel any time." width="normal">
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-ink">Premium benefits</h2>
          <ul className="mt-4 space-y-3">
            {premiumBenefits(config.helplinePhone).map((benefit) => (
              <li key={benefit.title} className="flex gap-2 text-ink">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span><strong>{benefit.title}</strong>: {benefit.meaning}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink"><CreditCard aria-hidden="true" className="h-5 w-5" /> Payment</h2>
          {isLoading || (!isKnown && !publishableKey) || membership.isLoading ? (
            <Spinner label="Preparing secure payment…" />
          ) : alreadyStandard ? (
            <p role="status" className="mt-4 flex gap-2 text-sm text-brand-900">
              <BadgeCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>You are a standard member. You can see or cancel your membership on the <Link to="/membership" className="font-semibold text-brand-700 underline">membership page</Link>.</span>
            </p>
          ) : publishableKey ? (
            <CardPayment publishableKey={publishableKey} />
          ) : (
            <div role="status" className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-ink">
              <p className="flex gap-2 font-semibold">
                <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> Card payments are not set up on this server.
              </p>
              <p>
                Nothing has been charged. To become a standard member, write to the team through the{' '}
                <Link to="/contact" className="font-semibold text-brand-700 underline">contact form</Link> or call {config.helplinePhone} (24/7), and we will set it up with you.
              </p>
              <p>
                Meanwhile you can keep trading with your credits, or <Link to="/membership" className="font-semibold text-brand-700 underline">choose a free membership</Link> if you qualify.
              </p>
            </div>
          )}
        </Card>
      </div>
    </Page>
  );
}
