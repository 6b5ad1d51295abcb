import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmailChangeConfirmBody, EmailChanged } from '@barteraid/events/contracts/account';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { apiPost, serverMessage } from '../../lib/api';
import { SESSION_KEY, useSession } from '../../lib/session';
import { answerText } from '../../i18n';

type Outcome = { tone: 'pending' } | { tone: 'success' | 'error'; message: string };

/**
 * Where the link mailed to a new address lands: it confirms the change at once (the token is the
 * proof, so any browser will do, signed in or not) and says how it went.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  const [outcome, setOutcome] = useState<Outcome>(token ? { tone: 'pending' } : { tone: 'error', message: t('confirmEmail.incomplete') });
  // A link is used once: the second run of the effect in development must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    apiPost<EmailChanged>('/api/user/email/confirm', { token } satisfies EmailChangeConfirmBody)
      .then((answer) => {
        setOutcome({ tone: 'success', message: answerText(answer) });
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      })
      .catch((error: unknown) => setOutcome({ tone: 'error', message: serverMessage(error) ?? t('email.failed') }));
  }, [token, queryClient, t]);

  return (
    <Page title={t('confirmEmail.title')} width="narrow">
      <Card className="mt-6 p-5 sm:p-6">
        {outcome.tone === 'pending' ? (
          <Spinner label={t('confirmEmail.confirming')} />
        ) : (
          <div className="space-y-5">
            <FormAlert tone={outcome.tone} message={outcome.message} />
            <Button asChild className="w-full sm:w-auto">
              {user ? <Link to="/settings">{t('confirmEmail.back')}</Link> : <Link to="/auth/login">{t('confirmEmail.signIn')}</Link>}
            </Button>
          </div>
        )}
      </Card>
    </Page>
  );
}
