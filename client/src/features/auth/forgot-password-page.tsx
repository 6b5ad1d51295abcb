import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { FormAlert } from '../../components/ui/form-alert';
import { toastError } from '../../components/ui/toast-store';
import { apiPost, serverMessage } from '../../lib/api';
import type { ForgotPasswordBody } from '@barteraid/events/contracts/auth';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { AuthCard } from './auth-card';
import { HelplineNotice } from './helpline-notice';

/** The same confirmation whether or not the address has an account, so none is revealed. */
const SENT = 'If an account exists for that email, we have sent a link to reset your password. It expires in one hour.';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError('Missing Information: Please enter your email address.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await apiPost<MessageResponse>('/api/auth/forgot-password', { email: email.trim() } satisfies ForgotPasswordBody);
      setSent(answer?.message ?? SENT);
    } catch (failure) {
      const message = serverMessage(failure) ?? 'We could not send the reset link. Please try again.';
      setError(message);
      toastError('Request Failed', message);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title="Reset your password" subtitle="Enter the email you signed up with and we'll send you a reset link.">
      {sent ? (
        <div className="space-y-5">
          <FormAlert tone="success" message={sent} />
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth/login">Back to sign in</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormAlert message={error} />
          <Field label="Email">
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? 'Sending…' : 'Send reset link'}
          </Button>
          <p className="text-center text-sm">
            <Link to="/auth/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">Back to sign in</Link>
          </p>
          <HelplineNotice />
        </form>
      )}
    </AuthCard>
  );
}
