import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { FormAlert } from '../../components/ui/form-alert';
import { toastError } from '../../components/ui/toast-store';
import { apiPost, serverMessage } from '../../lib/api';
import { answerText, catalogueText } from '../../i18n';
import { authMessages } from '@barteraid/events/messages/auth';
import type { ForgotPasswordBody, SignInLinkBody } from '@barteraid/events/contracts/auth';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { AuthCard } from './auth-card';
import { HelplineNotice } from './helpline-notice';

/**
 * Asks for a link by email (a password reset, a sign-in link). The server answers the same whether
 * or not the address has an account, so the page never reveals one. `texts` names the page's words
 * in the account namespace.
 */
export function MailedLinkRequest({ endpoint, texts, initialEmail = '' }: {
  endpoint: '/api/auth/forgot-password' | '/api/auth/sign-in-link';
  texts: 'forgot' | 'signInLink';
  initialEmail?: string;
}) {
  const { t } = useTranslation(['account', 'translation']);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(catalogueText(authMessages, authMessages.message('missingEmail')));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await apiPost<MessageResponse>(endpoint, { email: email.trim() } satisfies ForgotPasswordBody & SignInLinkBody);
      setSent(answer?.message ? answerText(answer) : t(`${texts}.sent`));
    } catch (failure) {
      const message = serverMessage(failure) ?? t(`${texts}.failed`);
      setError(message);
      toastError(t(`${texts}.requestFailed`), message);
    } finally {
      setPending(false);
    }
  };

  return (
    <AuthCard title={t(`${texts}.title`)} subtitle={t(`${texts}.subtitle`)}>
      {sent ? (
        <div className="space-y-5">
          <FormAlert tone="success" message={sent} />
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth/login">{t(`${texts}.back`)}</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-5">
          <FormAlert message={error} />
          <Field label={t(`${texts}.email`)}>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? t(`${texts}.sending`) : t(`${texts}.send`)}
          </Button>
          <p className="text-center text-sm">
            <Link to="/auth/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">{t(`${texts}.back`)}</Link>
          </p>
          <HelplineNotice />
        </form>
      )}
    </AuthCard>
  );
}
