import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiGet, apiPost, serverMessage } from '../../lib/api';
import { storeSignedInUser } from '../../lib/session';
import { translateServerMessage } from '../../i18n';
import type { SignInLinkBody, UseSignInLinkBody } from '@barteraid/events/contracts/auth';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import type { Profile } from '@barteraid/events/contracts/members';
import { AuthCard } from './auth-card';
import { HelplineNotice } from './helpline-notice';

/** Asks for a sign-in link by email: the same confirmation whether or not the address has an account. */
function AskForLink() {
  const { t } = useTranslation(['account', 'translation']);
  const location = useLocation();
  const [email, setEmail] = useState((location.state as { email?: string } | null)?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('translation:server.missingEmail'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await apiPost<MessageResponse>('/api/auth/sign-in-link', { email: email.trim() } satisfies SignInLinkBody);
      setSent(answer?.message ? translateServerMessage(answer.message) : t('signInLink.sent'));
    } catch (failure) {
      const message = serverMessage(failure) ?? t('signInLink.failed');
      setError(message);
      toastError(t('signInLink.requestFailed'), message);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title={t('signInLink.title')} subtitle={t('signInLink.subtitle')}>
      {sent ? (
        <div className="space-y-5">
          <FormAlert tone="success" message={sent} />
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth/login">{t('signInLink.back')}</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormAlert message={error} />
          <Field label={t('signInLink.email')}>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? t('signInLink.sending') : t('signInLink.send')}
          </Button>
          <p className="text-center text-sm">
            <Link to="/auth/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">{t('signInLink.back')}</Link>
          </p>
          <HelplineNotice />
        </form>
      )}
    </AuthCard>
  );
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
