import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Search, Package, Wrench, GraduationCap } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { toastError } from '../../components/ui/toast-store';
import { PriceResults } from './price-results';
import { PricingAssistant } from './pricing-assistant';
import { categoryCards, type PriceCategory } from './types';
import { priceGuideQueries } from './queries';

const icons = { goods: Package, services: Wrench, skills: GraduationCap } as const;

export default function PricingGuidePage() {
  const { t } = useTranslation('pricing');
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<{ search: string; category: PriceCategory | '' } | null>(null);
  const results = useQuery({ ...priceGuideQueries.entries(filter ?? {}), enabled: filter !== null });

  useEffect(() => {
    if (results.isError) toastError(t('loadFailedTitle'), t('loadFailed'));
  }, [results.isError, t]);

  const showResults = () =>
    requestAnimationFrame(() => document.getElementById('price-results')?.scrollIntoView({ behavior: 'smooth' }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ search: draft.trim(), category: '' });
    showResults();
  };
  const showCategory = (category: PriceCategory) => {
    setDraft('');
    setFilter({ search: '', category });
    showResults();
  };

  const heading = filter?.category
    ? t(`categories.${filter.category}.prices`)
    : t('resultsFor', { search: filter?.search ?? '' });

  return (
    <Page title={t('title')} intro={t('intro')} width="wide">
      <form onSubmit={search} role="search" className="flex max-w-2xl gap-2">
        <label htmlFor="price-search" className="sr-only">{t('searchLabel')}</label>
        <Input id="price-search" type="search" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={t('searchPlaceholder')} />
        <Button type="submit"><Search aria-hidden="true" className="h-4 w-4" /> {t('search')}</Button>
      </form>

      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {categoryCards.map((card) => {
          const Icon = icons[card.id];
          const title = t(`categories.${card.id}.title`);
          return (
            <li key={card.id}>
              <Card className="flex h-full flex-col p-5">
                <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
                  <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" /> {title}
                </h2>
                <p className="text-sm text-muted">{t('sample', { unit: t(`categories.${card.id}.unit`) })}</p>
                <dl className="mt-4 flex-1 space-y-2">
                  {card.ranges.map(([name, range]) => (
                    <div key={name} className="flex justify-between border-b border-slate-100 pb-2 text-sm">
                      <dt className="text-ink">{t(`ranges.${name}`)}</dt>
                      <dd className="font-semibold text-brand-900">{range}</dd>
                    </div>
                  ))}
                </dl>
                <Button variant="secondary" className="mt-4" onClick={() => showCategory(card.id)} aria-label={t('viewCategoryOf', { category: title })}>
                  {t('viewCategory')}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>

      <div className="mt-10">
        <PricingAssistant />
      </div>

      {filter && (
        <section id="price-results" aria-labelledby="price-results-heading" className="mt-10 scroll-mt-20">
          <h2 id="price-results-heading" className="text-xl font-semibold text-ink">{heading}</h2>
          <div className="mt-4">
            {results.isLoading ? (
              <Spinner />
            ) : results.isError ? (
              <p className="text-muted">{t('resultsFailed')}</p>
            ) : (results.data ?? []).length === 0 ? (
              <p className="text-muted">{t('noResults')}</p>
            ) : (
              <PriceResults entries={results.data ?? []} />
            )}
          </div>
        </section>
      )}
    </Page>
  );
}
