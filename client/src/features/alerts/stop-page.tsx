import { useTranslation } from 'react-i18next';
import { SignedLinkPage } from '../../components/ui/signed-link-page';
import { apiPost } from '../../lib/api';

/** Where an alert's "stop this alert" link leads: one tap stops that alert. */
export default function StopAlertPage() {
  const { t } = useTranslation('account');
  return (
    <SignedLinkPage
      texts={{
        title: t('alerts.stopTitle'),
        question: t('alerts.stopQuestion'),
        confirm: t('alerts.stop'),
        pending: t('alerts.stopping'),
        incomplete: t('alerts.incomplete'),
        failed: t('alerts.failed'),
        openSettings: t('alerts.openSettings'),
      }}
      act={async (token) => {
        await apiPost('/api/alerts/stop', { token });
        return t('alerts.stopped');
      }}
    />
  );
}
