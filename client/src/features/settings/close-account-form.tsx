import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccountClosingBody } from '@barteraid/events/contracts/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordInput } from '../../components/ui/password-input';
import { toast } from '../../components/ui/toast-store';
import { apiPost } from '../../lib/api';
import { answerText, catalogueText } from '../../i18n';
import { accountMessages } from '@barteraid/events/messages/account';
import { forgetSession, useSession } from '../../lib/session';
import { useSettingsForm } from './settings-form';

/**
 * Closing the account, confirmed with the password: the server takes the listings down, ends every
 * session and destroys the member's key, so their personal data can no longer be read. Two steps
 * (open the form, then confirm) so that it is never one slip of a finger on a phone.
 */
export function CloseAccountForm() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(['account', 'translation']);
  const empty = { password: '' };
  const { form, status, pending, input, invalid, refuse, submit: send } = useSettingsForm(empty, t('close.failed'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.password.length === 0) return refuse(catalogueText(accountMessages, accountMessages.message('missingClosePassword')), 'password');
    const body: AccountClosingBody = { password: form.password };
    await send(async () => {
      const message = answerText(await apiPost<MessageResponse>('/api/user/close', body));
      forgetSession(queryClient);
      toast({ title: t('close.closed'), description: message });
      navigate('/');
      return message;
    });
  };

  return (
    <Card className="border-red-200 p-5 sm:p-6">
      <h2 id="close-account-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <UserX aria-hidden="true" className="h-5 w-5" /> {t('close.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('close.intro')}{' '}
        <Link to="/data-protection" className="font-medium text-brand-700 underline">{t('close.dataLink')}</Link>
      </p>
      {!open ? (
        <Button type="button" variant="outline" className="mt-4" onClick={() => setOpen(true)} disabled={!user}>
          {t('close.open')}
        </Button>
      ) : (
        <form onSubmit={submit} aria-labelledby="close-account-heading" className="mt-4 grid gap-4" noValidate>
          <Field label={t('close.password')} hint={t('close.passwordHint')} invalid={invalid('password')}>
            <PasswordInput autoComplete="current-password" required {...input('password')} />
          </Field>
          <div>
            <FormAlert message={status?.message ?? null} tone={status?.tone} />
            <div className="mt-3 flex flex-wrap gap-3">
              <Button type="submit" variant="destructive" disabled={pending || !user}>
                {pending ? t('close.closing') : t('close.confirm')}
              </Button>
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
                {t('close.keep')}
              </Button>
            </div>
          </div>
        </form>
      )}
    </Card>
  );
}
