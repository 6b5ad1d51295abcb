import { useEffect, useState } from 'react';
import { Download, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** Chromium's install offer; not in the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DISMISSED = 'barteraid.install-dismissed';

/** Shown only when the browser offers installation and the member has not said Not Now. */
export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);
  const { t } = useTranslation();

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      if (sessionStorage.getItem(DISMISSED)) return;
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;

  const install = async () => {
    await offer.prompt();
    await offer.userChoice;
    setOffer(null);
  };
  const notNow = () => {
    sessionStorage.setItem(DISMISSED, '1');
    setOffer(null);
  };

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
            <Button size="sm" onClick={() => void install()}>{t('layout.install.install')}</Button>
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
