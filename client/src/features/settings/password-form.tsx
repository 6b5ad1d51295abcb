import type { FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import type { PasswordChangeBody } from '@barteraid/events/contracts/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordInput } from '../../components/ui/password-input';
import { apiPost } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useSettingsForm } from './settings-form';

/**
 * A new password, given the current one. The change signs out every other session opened with the
 * old password; this one keeps going (the gateway stamps it with the new password).
 */
export function PasswordForm() {
  const { user } = useSession();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const { form, status, pending, input, invalid, refuse, submit: send } = useSettingsForm(empty, 'Your password could not be changed. Please try again.');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (form.newPassword.length < 8) return refuse('Weak Password: Password must be at least 8 characters long.', 'newPassword');
    if (form.newPassword !== form.confirmPassword) return refuse('Password and confirm password must match.', 'confirmPassword');
    const body: PasswordChangeBody = { currentPassword: form.currentPassword, newPassword: form.newPassword };
    await send(async () => (await apiPost<MessageResponse>('/api/user/password', body)).message, empty);
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
