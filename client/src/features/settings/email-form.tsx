import type { FormEvent } from 'react';
import { AtSign } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EmailChangeBody } from '@barteraid/events/contracts/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { apiPost } from '../../lib/api';
import { answerText, catalogueText } from '../../i18n';
import { accountMessages } from '@barteraid/events/messages/account';
import { membersMessages } from '@barteraid/events/messages/members';
import { useSession } from '../../lib/session';
import { useSettingsForm } from './settings-form';

/**
 * A new email address, given the current password. Nothing changes until the link mailed to the new
 * address is opened (the confirm page); the current address is told about the request.
 */
export function EmailForm() {
  const { user } = useSession();
  const { t } = useTranslation(['account', 'translation']);
  const empty = { newEmail: '', currentPassword: '' };
  const { form, status, pending, input, invalid, refuse, submit: send } = useSettingsForm(empty, t('email.failed'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    const newEmail = form.newEmail.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(newEmail)) return refuse(catalogueText(membersMessages, membersMessages.message('invalidEmail')), 'newEmail');
    if (!form.currentPassword) return refuse(catalogueText(accountMessages, accountMessages.message('missingCurrentPassword')), 'currentPassword');
    const body: EmailChangeBody = { newEmail, currentPassword: form.currentPassword };
    await send(async () => answerText(await apiPost<MessageResponse>('/api/user/email', body)), empty);
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="email-address-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <AtSign aria-hidden="true" className="h-5 w-5" /> {t('email.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('email.signInWithBefore')}<strong className="break-all font-semibold text-ink">{user?.email ?? '…'}</strong>{t('email.signInWithAfter')}
      </p>
      <form onSubmit={submit} aria-labelledby="email-address-heading" className="mt-4 grid gap-4" noValidate>
        <Field label={t('email.newEmail')} invalid={invalid('newEmail')}>
          <Input type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required {...input('newEmail')} />
        </Field>
        <Field label={t('email.currentPassword')} hint={t('email.currentPasswordHint')} invalid={invalid('currentPassword')}>
          <PasswordInput autoComplete="current-password" required {...input('currentPassword')} />
        </Field>
        <div>
          <FormAlert message={status?.message ?? null} tone={status?.tone} />
          <Button type="submit" className="mt-3" disabled={pending || !user}>
            {pending ? t('email.sending') : t('email.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
