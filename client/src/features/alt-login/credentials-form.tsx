import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';

interface CredentialsFormProps {
  submitLabel: string;
  pending: boolean;
  onSubmit: (email: string, password: string) => void;
  onMissing: () => void;
}

export function CredentialsForm({ submitLabel, pending, onSubmit, onMissing }: CredentialsFormProps) {
  const { t } = useTranslation('altLogin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return onMissing();
    onSubmit(email.trim(), password);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field label={t('email')}>
        <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </Field>
      <Field label={t('password')}>
        <PasswordInput autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? t('signingIn') : submitLabel}
      </Button>
    </form>
  );
}
