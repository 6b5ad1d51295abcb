import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';

/** A page failed to load (often a new release replaced its chunk): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('layout.routeError.title')}</h1>
      <p className="mt-3 text-muted">{t('layout.routeError.text')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('layout.routeError.reload')}
      </Button>
    </main>
  );
}
