import { Link } from 'react-router-dom';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { usePageTitle } from '../components/ui/page';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('layout.notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Compass aria-hidden="true" className="h-12 w-12 text-brand-700" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">{t('layout.notFound.code')}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">{t('layout.notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('layout.notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">{t('layout.notFound.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/help">{t('layout.notFound.help')}</Link>
        </Button>
      </div>
    </div>
  );
}
