import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MailPreferences, MailPreferencesBody } from '@barteraid/events/contracts/mail';
import { CheckboxField } from '../../components/ui/checkbox';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { apiJson, serverMessage } from '../../lib/api';
import { mailQueries } from './queries';

/**
 * Which kinds of mail the member gets, each on or off at once when ticked. The bell always shows
 * them; a password reset link is always mailed.
 */
export function MailPreferencesForm() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  const preferences = useQuery(mailQueries.preferences());
  const change = useMutation({
    mutationFn: (body: MailPreferencesBody) => apiJson<MailPreferences>('PUT', '/api/user/mail-preferences', body),
    onSuccess: (answer) => queryClient.setQueryData(mailQueries.preferences().queryKey, answer),
  });

  if (preferences.isPending) return <Spinner label={t('mail.loading')} />;
  if (preferences.isError) return <FormAlert message={t('mail.loadFailed')} />;
  return (
    <fieldset className="grid gap-3" disabled={change.isPending}>
      <legend className="sr-only">{t('mail.legend')}</legend>
      {preferences.data.preferences.map((preference) => (
        <CheckboxField
          key={preference.kind}
          name={`mail-${preference.kind}`}
          checked={preference.enabled}
          onCheckedChange={(enabled) => change.mutate({ preferences: [{ kind: preference.kind, enabled }] })}
        >
          {/* The server's label in English; a kind the client knows is shown in the language on screen. */}
          {t(`mail.kinds.${preference.kind}`, { defaultValue: preference.label })}
        </CheckboxField>
      ))}
      {change.isError && <FormAlert message={serverMessage(change.error) ?? t('mail.notSaved')} />}
    </fieldset>
  );
}
