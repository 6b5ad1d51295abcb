import { useState, type FormEvent } from 'react';
import { AtSign } from 'lucide-react';
import type { EmailChangeBody } from '@barteraid/events/contracts/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { apiPost, serverMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { fieldOfError } from './field-of-error';

/**
 * A new email address, given the current password. Nothing changes until the link mailed to the new
 * address is opened (the confirm page); the current address is told about the request.
 */
export function EmailForm() {
  const { user } = useSession();
  const [form, setForm] = useState({ newEmail: '', currentPassword: '' });
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
    const newEmail = form.newEmail.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail)) return setStatus({ tone: 'error', message: 'Invalid Email: Please enter a valid email address.', field: 'newEmail' });
    if (!form.currentPassword) return setStatus({ tone: 'error', message: 'Please enter your current password.', field: 'currentPassword' });
    setPending(true);
    setStatus(null);
    try {
      const body: EmailChangeBody = { newEmail, currentPassword: form.currentPassword };
      const answer = await apiPost<MessageResponse>('/api/user/email', body);
      setForm({ newEmail: '', currentPassword: '' });
      setStatus({ tone: 'success', message: answer.message, field: null });
    } catch (error) {
      setStatus({ tone: 'error', message: serverMessage(error) ?? 'Your email could not be changed. Please try again.', field: fieldOfError(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="email-address-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <AtSign aria-hidden="true" className="h-5 w-5" /> Email address
      </h2>
      <p className="mt-1 text-sm text-muted">
        You sign in with <strong className="break-all font-semibold text-ink">{user?.email ?? '…'}</strong>. To change it, we send a link to the new
        address; your current address is told.
      </p>
      <form onSubmit={submit} aria-labelledby="email-address-heading" className="mt-4 grid gap-4" noValidate>
        <Field label="New email" invalid={invalid('newEmail')}>
          <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...input('newEmail')} />
        </Field>
        <Field label="Current password" hint="To make sure it is you." invalid={invalid('currentPassword')}>
          <PasswordInput autoComplete="current-password" required {...input('currentPassword')} />
        </Field>
        <div>
          <FormAlert message={status?.message ?? null} tone={status?.tone} />
          <Button type="submit" className="mt-3" disabled={pending || !user}>
            {pending ? 'Sending…' : 'Send confirmation link'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
