import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { EmailChangeConfirmBody, EmailChanged } from '@barteraid/events/contracts/account';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { Page } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { apiPost, serverMessage } from '../../lib/api';
import { SESSION_KEY, useSession } from '../../lib/session';

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
  const [outcome, setOutcome] = useState<Outcome>(token ? { tone: 'pending' } : { tone: 'error', message: 'This confirmation link is incomplete. Please ask for the change again on Settings.' });
  // A link is used once: the second run of the effect in development must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    apiPost<EmailChanged>('/api/user/email/confirm', { token } satisfies EmailChangeConfirmBody)
      .then((answer) => {
        setOutcome({ tone: 'success', message: answer.message });
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      })
      .catch((error: unknown) => setOutcome({ tone: 'error', message: serverMessage(error) ?? 'Your email could not be changed. Please try again.' }));
  }, [token, queryClient]);

  return (
    <Page title="Confirm your email" width="narrow">
      <Card className="mt-6 p-5 sm:p-6">
        {outcome.tone === 'pending' ? (
          <Spinner label="Confirming your new email…" />
        ) : (
          <div className="space-y-5">
            <FormAlert tone={outcome.tone} message={outcome.message} />
            <Button asChild className="w-full sm:w-auto">
              {user ? <Link to="/settings">Back to settings</Link> : <Link to="/auth/login">Sign in</Link>}
            </Button>
          </div>
        )}
      </Card>
    </Page>
  );
}
