import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { FormAlert } from '../../components/ui/form-alert';
import { toastError } from '../../components/ui/toast-store';
import { apiPost, serverMessage } from '../../lib/api';
import type { ResetPasswordBody } from '@barteraid/events/contracts/auth';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { AuthCard } from './auth-card';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !password || !confirm
      ? 'Missing Information: Please fill in all required fields.'
      : password !== confirm
        ? 'Password Mismatch: Password and confirm password must match.'
        : password.length < 8
          ? 'Weak Password: Password must be at least 8 characters long.'
          : null;
    if (problem) return setError(problem);
    setPending(true);
    setError(null);
    try {
      const answer = await apiPost<MessageResponse>('/api/auth/reset-password', { token, password } satisfies ResetPasswordBody);
      setDone(answer?.message ?? 'Your password has been changed. You can sign in now.');
    } catch (failure) {
      const message = serverMessage(failure) ?? 'This reset link is invalid or has expired. Please request a new one.';
      setError(message);
      toastError('Reset Failed', message);
    } finally {
      setPending(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <FormAlert message="This reset link is incomplete. Please request a new one." />
        <Button asChild className="mt-5 w-full"><Link to="/auth/forgot-password">Request a new link</Link></Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password">
      {done ? (
        <div className="space-y-5">
          <FormAlert tone="success" message={done} />
          <Button asChild className="w-full"><Link to="/auth/login">Sign in</Link></Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormAlert message={error} />
          <Field label="New password" hint="At least 8 characters.">
            <PasswordInput autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          <Field label="Confirm new password">
            <PasswordInput autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
