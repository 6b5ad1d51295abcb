import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiGet, apiPost, serverMessage } from '../../lib/api';
import { storeSignedInUser } from '../../lib/session';
import type { UseSignInLinkBody } from '@barteraid/events/contracts/auth';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import type { Profile } from '@barteraid/events/contracts/members';
import { AuthCard } from './auth-card';
import { MailedLinkRequest } from './mailed-link-request';

/** Asks for a sign-in link by email, with the address typed on the sign-in page. */
function AskForLink() {
  const location = useLocation();
  return <MailedLinkRequest endpoint="/api/auth/sign-in-link" texts="signInLink" initialEmail={(location.state as { email?: string } | null)?.email ?? ''} />;
}

/**
 * Uses the mailed link. A button, not on load: mail scanners open links, and the link works once.
 */
function UseLink({ token }: { token: string }) {
  const { t } = useTranslation(['account', 'translation']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const signIn = async () => {
    setPending(true);
    setError(null);
    try {
      await apiPost<MessageResponse>('/api/auth/sign-in-link/use', { token } satisfies UseSignInLinkBody);
      const user = await apiGet<Profile>('/api/auth/me');
      storeSignedInUser(queryClient, user);
      toast({ title: t('signInLink.welcome') });
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      const message = serverMessage(failure) ?? t('signInLink.failed');
      setError(message);
      toastError(t('signInLink.useFailed'), message);
      setPending(false);
    }
  };

  return (
    <AuthCard title={t('signInLink.useTitle')} subtitle={t('signInLink.useSubtitle')}>
      <div className="space-y-5">
        <FormAlert message={error} />
        <Button type="button" size="lg" className="w-full" disabled={pending} onClick={() => void signIn()}>
          {pending ? t('signInLink.using') : t('signInLink.use')}
        </Button>
        {error && (
          <p className="text-center text-sm">
            <Link to="/auth/sign-in-link" className="font-semibold text-brand-700 underline-offset-4 hover:underline">{t('signInLink.askAgain')}</Link>
          </p>
        )}
      </div>
    </AuthCard>
  );
}

/** `/auth/sign-in-link`: asks for a link, or (with `?token=`) signs in with the one mailed. */
export default function SignInLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <UseLink key={token} token={token} /> : <AskForLink />;
}
