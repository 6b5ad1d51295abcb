import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const preferences = useQuery(mailQueries.preferences());
  const change = useMutation({
    mutationFn: (body: MailPreferencesBody) => apiJson<MailPreferences>('PUT', '/api/user/mail-preferences', body),
    onSuccess: (answer) => queryClient.setQueryData(mailQueries.preferences().queryKey, answer),
  });

  if (preferences.isPending) return <Spinner label="Loading your email preferences…" />;
  if (preferences.isError) return <FormAlert message="Your email preferences could not be loaded. Please reload the page." />;
  return (
    <fieldset className="grid gap-3" disabled={change.isPending}>
      <legend className="sr-only">Email me about</legend>
      {preferences.data.preferences.map((preference) => (
        <CheckboxField
          key={preference.kind}
          name={`mail-${preference.kind}`}
          checked={preference.enabled}
          onCheckedChange={(enabled) => change.mutate({ preferences: [{ kind: preference.kind, enabled }] })}
        >
          {preference.label}
        </CheckboxField>
      ))}
      {change.isError && <FormAlert message={serverMessage(change.error) ?? 'That change was not saved. Please try again.'} />}
    </fieldset>
  );
}
