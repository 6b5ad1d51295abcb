import { useSyncExternalStore } from 'react';
import { Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { installOffer } from './install-offer';

/** Shown only when the browser offers installation and the member has not said Not Now. */
export function InstallPrompt() {
  const offer = useSyncExternalStore(installOffer.follow, installOffer.current, () => null);
  const { t } = useTranslation();

  if (!offer) return null;

  const install = () => void installOffer.accept();
  const notNow = () => installOffer.decline();

  return (
    <section
      aria-labelledby="install-title"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-xl border border-brand-200 bg-white p-4 shadow-xl sm:left-auto sm:right-4"
    >
      <div className="flex gap-3">
        <Download aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
        <div className="flex-1">
          <h2 id="install-title" className="font-semibold text-ink">{t('layout.install.title')}</h2>
          <p className="mt-1 text-sm text-muted">
            {t('layout.install.text')}
          </p>
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={install}>{t('layout.install.install')}</Button>
            <Button size="sm" variant="outline" onClick={notNow}>{t('layout.install.notNow')}</Button>
          </div>
        </div>
        <button type="button" onClick={notNow} aria-label={t('layout.install.close')} className="self-start rounded p-1 text-muted hover:text-ink">
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </section>
  );
}
