import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { apiPost, serverMessage } from '../../lib/api';

/**
 * Where an alert's "stop this alert" link leads. It asks for one tap rather than acting on opening:
 * mail scanners open links. No sign-in is needed: the link is signed.
 */
export default function StopAlertPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation('account');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const stop = async () => {
    setPending(true);
    setError(null);
    try {
      await apiPost('/api/alerts/stop', { token });
      setAnswer(t('alerts.stopped'));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('alerts.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Page title={t('alerts.stopTitle')}>
      <Card className="mx-auto max-w-lg p-6">
        {answer ? (
          <div className="space-y-4">
            <FormAlert tone="success" message={answer} />
            <Button asChild variant="outline"><Link to="/settings">{t('alerts.openSettings')}</Link></Button>
          </div>
        ) : !token ? (
          <FormAlert message={t('alerts.incomplete')} />
        ) : (
          <div className="space-y-4">
            <p className="text-ink">{t('alerts.stopQuestion')}</p>
            <FormAlert message={error} />
            <Button onClick={stop} disabled={pending}>{pending ? t('alerts.stopping') : t('alerts.stop')}</Button>
          </div>
        )}
      </Card>
    </Page>
  );
}
