import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { FormAlert } from '../../components/ui/form-alert';
import { toastError } from '../../components/ui/toast-store';
import { apiPost, serverMessage } from '../../lib/api';
import { answerText, catalogueText } from '../../i18n';
import { membersMessages } from '@barteraid/events/messages/members';
import type { ResetPasswordBody } from '@barteraid/events/contracts/auth';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { AuthCard } from './auth-card';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useTranslation(['account', 'translation']);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !password || !confirm
      ? t('reset.missing')
      : password !== confirm
        ? t('reset.mismatch')
        : password.length < 8
          ? catalogueText(membersMessages, membersMessages.message('weakPassword'))
          : null;
    if (problem) return setError(problem);
    setPending(true);
    setError(null);
    try {
      const answer = await apiPost<MessageResponse>('/api/auth/reset-password', { token, password } satisfies ResetPasswordBody);
      setDone(answer?.message ? answerText(answer) : t('reset.done'));
    } catch (failure) {
      const message = serverMessage(failure) ?? t('reset.failed');
      setError(message);
      toastError(t('reset.resetFailed'), message);
    } finally {
      setPending(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <FormAlert message={t('reset.incomplete')} />
        <Button asChild className="mt-5 w-full"><Link to="/auth/forgot-password">{t('reset.requestNew')}</Link></Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')}>
      {done ? (
        <div className="space-y-5">
          <FormAlert tone="success" message={done} />
          <Button asChild className="w-full"><Link to="/auth/login">{t('reset.signIn')}</Link></Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormAlert message={error} />
          <Field label={t('reset.new')} hint={t('reset.newHint')}>
            <PasswordInput autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          <Field label={t('reset.confirm')}>
            <PasswordInput autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? t('reset.saving') : t('reset.save')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
