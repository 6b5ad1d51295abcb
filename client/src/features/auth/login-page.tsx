import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { CheckboxField } from '../../components/ui/checkbox';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiPost, errorStatus, serverMessage } from '../../lib/api';
import type { Profile } from '@barteraid/events/contracts/members';
import { AuthCard } from './auth-card';
import { HelplineNotice } from './helpline-notice';
import { safeReturnPath } from './return-path';
import { storeSignedInUser, takeSignedOutBecause, useSession } from '../../lib/session';

const REDIRECT_DELAY_MS = 500;

export default function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const arrival = location.state as { email?: string; registered?: boolean } | null;
  const prefill = arrival?.email ?? '';
  const [email, setEmail] = useState(prefill);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Sent here because the account was suspended: say so (signing in shows the reason and how to appeal).
  const [endedBecause] = useState(takeSignedOutBecause);
  const [pending, setPending] = useState(false);
  /** A suspended account (403 with the reason): the way to appeal is offered as a link too. */
  const [suspended, setSuspended] = useState(false);
  /** Too many failed passwords (429): a sign-in link by email still lets the member in. */
  const [locked, setLocked] = useState(false);
  const { user } = useSession();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(`${t('auth.login.missingTitle')}: ${t('auth.login.missing')}`);
      toastError(t('auth.login.missingTitle'), t('auth.login.missing'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const user = await apiPost<Profile>('/api/auth/login', { email: email.trim(), password, rememberMe });
      storeSignedInUser(queryClient, user);
      // Straight from registering it is their first sign-in: no "back" yet.
      toast({ title: arrival?.registered ? t('auth.login.welcomeNew') : t('auth.login.welcome'), description: t('auth.login.signedInAs', { username: user.username }) });
      setTimeout(() => navigate(safeReturnPath(params.get('next')), { replace: true }), REDIRECT_DELAY_MS);
    } catch (failure) {
      const message = serverMessage(failure) ?? t('auth.login.failedFallback');
      setError(`${t('auth.login.failed')}: ${message}`);
      setSuspended(errorStatus(failure) === 403);
      setLocked(errorStatus(failure) === 429);
      toastError(t('auth.login.failed'), message);
      setPending(false);
    }
  };

  // Already signed in (a reload, a link, or back after reconnecting): on to where they were going.
  // Not while this form's own sign-in finishes: that one greets the member first.
  if (user && !pending) return <Navigate to={safeReturnPath(params.get('next'))} replace />;

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <FormAlert message={error} />
        {!error && endedBecause === 'suspended' && <FormAlert message={t('auth.login.endedSuspended')} />}
        {error && locked && (
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth/sign-in-link" state={{ email: email.trim() }}>{t('auth.login.emailLink')}</Link>
          </Button>
        )}
        {error && suspended && (
          <p className="text-sm">
            <Link to="/contact" className="font-semibold text-brand-700 underline underline-offset-4">{t('auth.login.appeal')}</Link>
          </p>
        )}
        <Field label={t('auth.login.email')}>
          <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Field label={t('auth.login.password')}>
          <PasswordInput autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField checked={rememberMe} onCheckedChange={setRememberMe}>
            {t('auth.login.rememberMe')}
          </CheckboxField>
          <Link to="/auth/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
        {!locked && (
          <p className="text-center text-sm">
            <Link to="/auth/sign-in-link" state={{ email: email.trim() }} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {t('auth.login.emailLink')}
            </Link>
          </p>
        )}
        <p className="text-center text-sm text-muted">
          {t('auth.login.newHere')}{' '}
          <Link to="/auth/register" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('auth.login.create')}
          </Link>
        </p>
        <HelplineNotice />
      </form>
    </AuthCard>
  );
}
