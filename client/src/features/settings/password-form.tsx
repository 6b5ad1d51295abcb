import type { FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PasswordChangeBody } from '@barteraid/events/contracts/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordInput } from '../../components/ui/password-input';
import { apiPost } from '../../lib/api';
import { answerText, catalogueText } from '../../i18n';
import { membersMessages } from '@barteraid/events/messages/members';
import { useSession } from '../../lib/session';
import { useSettingsForm } from './settings-form';

/**
 * A new password, given the current one. The change signs out every other session opened with the
 * old password; this one keeps going (the gateway stamps it with the new password).
 */
export function PasswordForm() {
  const { user } = useSession();
  const { t } = useTranslation(['account', 'translation']);
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const { form, status, pending, input, invalid, refuse, submit: send } = useSettingsForm(empty, t('password.failed'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (form.newPassword.length < 8) return refuse(catalogueText(membersMessages, membersMessages.message('weakPassword')), 'newPassword');
    if (form.newPassword !== form.confirmPassword) return refuse(t('password.mismatch'), 'confirmPassword');
    const body: PasswordChangeBody = { currentPassword: form.currentPassword, newPassword: form.newPassword };
    await send(async () => answerText(await apiPost<MessageResponse>('/api/user/password', body)), empty);
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="password-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <KeyRound aria-hidden="true" className="h-5 w-5" /> {t('password.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('password.intro')}</p>
      <form onSubmit={submit} aria-labelledby="password-heading" className="mt-4 grid gap-4" noValidate>
        <Field label={t('password.current')} invalid={invalid('currentPassword')}>
          <PasswordInput autoComplete="current-password" required {...input('currentPassword')} />
        </Field>
        <Field label={t('password.new')} hint={t('password.newHint')} invalid={invalid('newPassword')}>
          <PasswordInput autoComplete="new-password" required {...input('newPassword')} />
        </Field>
        <Field label={t('password.confirm')} invalid={invalid('confirmPassword')}>
          <PasswordInput autoComplete="new-password" required {...input('confirmPassword')} />
        </Field>
        <div>
          <FormAlert message={status?.message ?? null} tone={status?.tone} />
          <Button type="submit" className="mt-3" disabled={pending || !user}>
            {pending ? t('password.changing') : t('password.change')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
