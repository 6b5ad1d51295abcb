import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Check, BadgeCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Page } from '../../components/ui/page';
import { toastError } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { useSession } from '../auth/session';
import { ApplicationForm } from './application-form';
import { tierName, tiers, type TierInfo } from './tiers';

export default function MembershipPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<TierInfo | null>(null);

  const choose = (tier: TierInfo) => {
    if (!user) return toastError('Login Required', 'Please log in to select a membership tier.');
    if (tier.id === 'standard') return navigate('/subscribe');
    setSelected(tier);
  };

  return (
    <Page title="Membership" intro="Choose the membership that fits your situation. Everyone starts with 50 free credits." width="wide">
      {user && (
        <div className="mb-8 flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <BadgeCheck aria-hidden="true" className="h-6 w-6 text-brand-700" />
          <p className="text-brand-900">
            Your current membership: <strong>{tierName(user.membershipTier)}</strong>
            {' · '}verification {user.verificationStatus}
          </p>
        </div>
      )}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier) => {
          const current = user?.membershipTier === tier.id;
          return (
            <li key={tier.id}>
              <Card className={cn('flex h-full flex-col p-5', current && 'ring-2 ring-brand-600')}>
                <h2 className="text-lg font-semibold text-ink">{tier.name}</h2>
                <p className="mt-1 text-2xl font-bold text-brand-900">{tier.price}</p>
                <p className="mt-2 text-sm text-muted">{tier.summary}</p>
                <ul className="mt-4 flex-1 space-y-2">
                  {tier.features.map((feature) => (
                    <li key={feature} className="flex gap-2 text-sm text-ink">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" /> {feature}
                    </li>
                  ))}
                </ul>
                <Button className="mt-5 w-full" variant={current ? 'secondary' : 'primary'} onClick={() => choose(tier)}>
                  {current ? 'Current plan' : tier.id === 'standard' ? 'Subscribe' : 'Apply'}
                  <span className="sr-only">: {tier.name}</span>
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      {selected && (
        <Card className="mt-8 p-6">
          <ApplicationForm key={selected.id} tier={selected} onCancel={() => setSelected(null)} />
        </Card>
      )}
    </Page>
  );
}
