import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('membership');
  const membership = useQuery(membershipQueries.status());
  const publishableKey = config.stripePublishableKey;
  const alreadyStandard = membership.data?.tier === 'standard' && (membership.data.standing === 'active' || membership.data.standing === 'past_due');

  return (
    <Page title={t('subscribe.title')} intro={t('subscribe.intro')} width="normal">
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-ink">{t('subscribe.benefits')}</h2>
          <ul className="mt-4 space-y-3">
            {premiumBenefits(config.helplinePhone, t).map((benefit) => (
              <li key={benefit.title} className="flex gap-2 text-ink">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span><strong>{benefit.title}</strong>: {benefit.meaning}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-ink"><CreditCard aria-hidden="true" className="h-5 w-5" /> {t('subscribe.payment')}</h2>
          {isLoading || (!isKnown && !publishableKey) || membership.isLoading ? (
            <Spinner label={t('subscribe.preparing')} />
          ) : alreadyStandard ? (
            <p role="status" className="mt-4 flex gap-2 text-sm text-brand-900">
              <BadgeCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <span>{t('subscribe.alreadyBefore')}<Link to="/membership" className="font-semibold text-brand-700 underline">{t('subscribe.alreadyLink')}</Link>{t('subscribe.alreadyAfter')}</span>
            </p>
          ) : publishableKey ? (
            <CardPayment publishableKey={publishableKey} />
          ) : (
            <div role="status" className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-ink">
              <p className="flex gap-2 font-semibold">
                <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> {t('subscribe.notSetUp')}
              </p>
              <p>
                {t('subscribe.writeBefore')}
                <Link to="/contact" className="font-semibold text-brand-700 underline">{t('subscribe.writeLink')}</Link>
                {t('subscribe.writeAfter', { phone: config.helplinePhone })}
              </p>
              <p>
                {t('subscribe.meanwhileBefore')}
                <Link to="/membership" className="font-semibold text-brand-700 underline">{t('subscribe.meanwhileLink')}</Link>
                {t('subscribe.meanwhileAfter')}
              </p>
            </div>
          )}
        </Card>
      </div>
    </Page>
  );
}
