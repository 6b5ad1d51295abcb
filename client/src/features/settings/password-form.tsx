import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import type { PasswordChangeBody } from '@barteraid/events/contracts/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordInput } from '../../components/ui/password-input';
import { apiPost, serverMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { fieldOfError } from './field-of-error';

/**
 * A new password, given the current one. The change signs out every other session opened with the
 * old password; this one keeps going (the gateway stamps it with the new password).
 */
export function PasswordForm() {
  const { user } = useSession();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; message: string; field: string | null } | null>(null);
  const [pending, setPending] = useState(false);

  const input = (key: keyof typeof form) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
  });
  const invalid = (key: string) => status?.tone === 'error' && status.field === key;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (form.newPassword.length < 8) return setStatus({ tone: 'error', message: 'Weak Password: Password must be at least 8 characters long.', field: 'newPassword' });
    if (form.newPassword !== form.confirmPassword) return setStatus({ tone: 'error', message: 'Password and confirm password must match.', field: 'confirmPassword' });
    setPending(true);
    setStatus(null);
    try {
      const body: PasswordChangeBody = { currentPassword: form.currentPassword, newPassword: form.newPassword };
      const answer = await apiPost<MessageResponse>('/api/user/password', body);
      setForm({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setStatus({ tone: 'success', message: answer.message, field: null });
    } catch (error) {
      setStatus({ tone: 'error', message: serverMessage(error) ?? 'Your password could not be changed. Please try again.', field: fieldOfError(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="password-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <KeyRound aria-hidden="true" className="h-5 w-5" /> Password
      </h2>
      <p className="mt-1 text-sm text-muted">Changing it signs you out on every other device.</p>
      <form onSubmit={submit} aria-labelledby="password-heading" className="mt-4 grid gap-4" noValidate>
        <Field label="Current password" invalid={invalid('currentPassword')}>
          <PasswordInput autoComplete="current-password" required {...input('currentPassword')} />
        </Field>
        <Field label="New password" hint="At least 8 characters." invalid={invalid('newPassword')}>
          <PasswordInput autoComplete="new-password" required {...input('newPassword')} />
        </Field>
        <Field label="Confirm new password" invalid={invalid('confirmPassword')}>
          <PasswordInput autoComplete="new-password" required {...input('confirmPassword')} />
        </Field>
        <div>
          <FormAlert message={status?.message ?? null} tone={status?.tone} />
          <Button type="submit" className="mt-3" disabled={pending || !user}>
            {pending ? 'Changing…' : 'Change password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
