import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmailConfirmBody } from '@barteraid/events/contracts/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { apiPost } from '../../lib/api';
import { SESSION_KEY, useSession } from '../../lib/session';

type Outcome = 'pending' | 'confirmed' | 'invalid';

/**
 * Where the link mailed at registration lands: it confirms the address at once (the token is the
 * proof, so any browser will do, signed in or not) and says how it went, in the language on screen.
 */
export default function ConfirmAddressPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'pending' : 'invalid');
  // A link is used once: the second run of the effect in development must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    apiPost<MessageResponse>('/api/auth/confirm-email', { token } satisfies EmailConfirmBody)
      .then(() => {
        setOutcome('confirmed');
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      })
      .catch(() => setOutcome('invalid'));
  }, [token, queryClient]);

  return (
    <Page title={t('layout.confirmEmail.pageTitle')} width="narrow">
      <Card className="mt-6 p-5 sm:p-6">
        {outcome === 'pending' ? (
          <Spinner label={t('layout.confirmEmail.confirming')} />
        ) : (
          <div className="space-y-5">
            <FormAlert
              tone={outcome === 'confirmed' ? 'success' : 'error'}
              message={outcome === 'confirmed' ? t('layout.confirmEmail.confirmed') : t('layout.confirmEmail.invalid')}
            />
            <Button asChild className="w-full sm:w-auto">
              {user ? <Link to="/dashboard">{t('layout.confirmEmail.toDashboard')}</Link> : <Link to="/auth/login">{t('layout.confirmEmail.signIn')}</Link>}
            </Button>
          </div>
        )}
      </Card>
    </Page>
  );
}
