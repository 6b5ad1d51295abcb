import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { CommunityStats } from '@barteraid/events/contracts/community';
import { ArrowRight, BadgeCheck, HandHeart, Coins, ShieldCheck, Users, Siren, Scale, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../components/ui/page';
import { usePublicConfig } from '../../lib/config';
import { useSession } from '../../lib/session';
import { telHref } from '../../lib/phone';
import { apiGet } from '../../lib/api';
import { currentLocale } from '../../i18n';

/** Texts by key in the `landing` namespace. */
const steps = [
  { icon: BadgeCheck, key: 'join' },
  { icon: HandHeart, key: 'list' },
  { icon: Coins, key: 'earn' },
] as const;

/** The community's figures once there are enough of them to mean something (the server decides); 24/7 always holds. */
function useStats(): { value: string; key: 'traders' | 'trust' | 'support' }[] {
  const { data } = useQuery(communityStatsQuery());
  return [
    ...(data?.activeTraders != null ? [{ value: formatCount(data.activeTraders), key: 'traders' as const }] : []),
    ...(data?.trustPercent != null ? [{ value: `${data.trustPercent}%`, key: 'trust' as const }] : []),
    { value: '24/7', key: 'support' as const },
  ];
}

const communityStatsQuery = () => queryOptions({ queryKey: ['/api/community-stats'], queryFn: () => apiGet<CommunityStats>('/api/community-stats'), staleTime: 60_000 });
const formatCount = (count: number) => new Intl.NumberFormat(currentLocale()).format(count);

const values = [
  { icon: Siren, key: 'emergencies' },
  { icon: ShieldCheck, key: 'safety' },
  { icon: Scale, key: 'fair' },
  { icon: Users, key: 'community' },
] as const;

export default function LandingPage() {
  usePageTitle('');
  const { t } = useTranslation('landing');
  const { config } = usePublicConfig();
  const { user } = useSession();
  const stats = useStats();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-900 shadow-sm">
              <Coins aria-hidden="true" className="h-4 w-4" /> {t('gift')}
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t('title')}</h1>
            <p className="mt-5 text-lg text-muted">{t('intro')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={user ? '/marketplace' : '/auth/register'}>
                  {user ? t('browse') : t('join')} <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/#how-it-works">{t('howItWorks')}</Link>
              </Button>
            </div>
          </div>
          <div className="rounded-2xl border border-red-200 bg-white p-6 shadow-sm">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-red-900">
              <Siren aria-hidden="true" className="h-5 w-5" /> {t('emergencyTitle')}
            </h2>
            <p className="mt-2 text-muted">{t('emergencyText')}</p>
            <a href={telHref(config.helplinePhone)} className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-3 text-lg font-bold text-white hover:bg-red-800">
              <Phone aria-hidden="true" className="h-5 w-5" /> {config.helplinePhone}
            </a>
            <Link to="/emergency" className="mt-3 block text-center text-sm font-semibold text-red-800 underline">
              {t('emergencyLink')}
            </Link>
          </div>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6">
        <h2 id="how-heading" className="text-3xl font-bold text-ink">{t('howItWorks')}</h2>
        <p className="mt-2 text-muted">{t('howIntro')}</p>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">{index + 1}</span>
                <step.icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink"><span className="sr-only">{t('step', { number: index + 1 })}</span>{t(`steps.${step.key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`steps.${step.key}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-label={t('numbers')} className="bg-brand-900 text-white">
        <dl className={`mx-auto grid max-w-6xl gap-8 px-4 py-12 text-center sm:px-6 ${stats.length === 3 ? 'sm:grid-cols-3' : stats.length === 2 ? 'sm:grid-cols-2' : ''}`}>
          {stats.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse">
              <dt className="text-brand-100">{t(`stats.${stat.key}`)}</dt>
              <dd className="text-4xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="values-heading" className="text-3xl font-bold text-ink">{t('valuesTitle')}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.key} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <value.icon aria-hidden="true" className="h-7 w-7 text-brand-700" />
              <h3 className="mt-3 font-semibold text-ink">{t(`values.${value.key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`values.${value.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="rounded-2xl bg-brand-50 p-8 text-center ring-1 ring-brand-200 sm:p-12">
          <h2 id="cta-heading" className="text-2xl font-bold text-ink sm:text-3xl">{t('ctaTitle')}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-muted">{t('ctaText')}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg"><Link to="/auth/register">{t('getStarted')}</Link></Button>
            <Button asChild size="lg" variant="outline"><Link to="/membership">{t('membership')}</Link></Button>
          </div>
        </div>
      </section>
    </>
  );
}
