import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UnsubscribeAnswer, UnsubscribeBody } from '@barteraid/events/contracts/mail';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { apiPost, serverMessage } from '../../lib/api';

/**
 * Where a mail's unsubscribe link leads. It asks for one click rather than acting on opening: mail
 * scanners open links in mails, and should not turn anyone's mail off. No sign-in is needed.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation('account');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const unsubscribe = async () => {
    setPending(true);
    setError(null);
    try {
      const done = await apiPost<UnsubscribeAnswer>('/api/mail/unsubscribe', { token } satisfies UnsubscribeBody);
      // The server names the kind in English; the kind it answers is named in the language on screen.
      setAnswer(done ? t('unsubscribe.doneKind', { kind: t(`mail.kinds.${done.kind}`, { defaultValue: done.kind }), defaultValue: done.message }) : t('unsubscribe.done'));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('unsubscribe.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Page title={t('unsubscribe.title')}>
      <Card className="mx-auto max-w-lg p-6">
        {answer ? (
          <div className="space-y-4">
            <FormAlert tone="success" message={answer} />
            <Button asChild variant="outline"><Link to="/settings">{t('unsubscribe.openSettings')}</Link></Button>
          </div>
        ) : !token ? (
          <FormAlert message={t('unsubscribe.incomplete')} />
        ) : (
          <div className="space-y-4">
            <p className="text-ink">{t('unsubscribe.question')}</p>
            <FormAlert message={error} />
            <Button onClick={unsubscribe} disabled={pending}>{pending ? t('unsubscribe.saving') : t('unsubscribe.unsubscribe')}</Button>
          </div>
        )}
      </Card>
    </Page>
  );
}
