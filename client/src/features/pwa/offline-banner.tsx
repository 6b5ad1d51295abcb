import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * A visitor without a connection: the pages kept on the device. A signed-in member gets
 * `OfflineStatus` instead (one banner, saying what waits and what needs a connection).
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
  const { t } = useTranslation();
  const { user } = useSession();
  if (online || user) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950">
      <WifiOff aria-hidden="true" className="mr-2 inline h-4 w-4" />
      {t('layout.offline.before')}
      <Link to="/emergency" className="font-semibold underline">{t('layout.offline.emergency')}</Link>
      {t('layout.offline.and')}
      <Link to="/safety" className="font-semibold underline">{t('layout.offline.safety')}</Link>
      {t('layout.offline.after')}
    </div>
  );
}
