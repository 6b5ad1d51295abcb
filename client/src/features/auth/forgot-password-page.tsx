import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { FormAlert } from '../../components/ui/form-alert';
import { toastError } from '../../components/ui/toast-store';
import { apiPost, serverMessage } from '../../lib/api';
import { translateServerMessage } from '../../i18n';
import type { ForgotPasswordBody } from '@barteraid/events/contracts/auth';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { AuthCard } from './auth-card';
import { HelplineNotice } from './helpline-notice';

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'translation']);
  const [email, setEmail] = useState('');
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
      const answer = await apiPost<MessageResponse>('/api/auth/forgot-password', { email: email.trim() } satisfies ForgotPasswordBody);
      // The same confirmation whether or not the address has an account, so none is revealed.
      setSent(answer?.message ? translateServerMessage(answer.message) : t('forgot.sent'));
    } catch (failure) {
      const message = serverMessage(failure) ?? t('forgot.failed');
      setError(message);
      toastError(t('forgot.requestFailed'), message);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sent ? (
        <div className="space-y-5">
          <FormAlert tone="success" message={sent} />
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth/login">{t('forgot.back')}</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormAlert message={error} />
          <Field label={t('forgot.email')}>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? t('forgot.sending') : t('forgot.send')}
          </Button>
          <p className="text-center text-sm">
            <Link to="/auth/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">{t('forgot.back')}</Link>
          </p>
          <HelplineNotice />
        </form>
      )}
    </AuthCard>
  );
}
