import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const { t } = useTranslation();
  if (online) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <WifiOff aria-hidden="true" className="mr-2 inline h-4 w-4" />
      {t('layout.offline.before')}
      <Link to="/emergency" className="font-semibold underline">{t('layout.offline.emergency')}</Link>
      {t('layout.offline.and')}
      <Link to="/safety" className="font-semibold underline">{t('layout.offline.safety')}</Link>
      {t('layout.offline.after')}
    </div>
  );
}
