import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotifyChannel } from '@barteraid/events/notify-preferences';
import type { NotificationChoicesBody, NotificationSettings, NotifyPreferencesAnswer } from '@barteraid/events/contracts/notify-preferences';
import { FormAlert } from '../../components/ui/form-alert';
import { Spinner } from '../../components/ui/spinner';
import { apiJson, serverMessage } from '../../lib/api';
import { notifySettingsQuery } from './queries';

const channels: readonly NotifyChannel[] = ['email', 'push', 'sms'];
type Choice = NotificationChoicesBody['choices'][number];

/**
 * Each kind of notification, on or off per channel: email, push to the member's devices, and text
 * messages (only for the kinds that need an answer). A tick saves at once; the bell on the site
 * always shows everything. At 360 px the table scrolls inside its own box, never the page.
 */
export function NotificationChoices() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { queryKey } = notifySettingsQuery();
  const settings = useQuery(notifySettingsQuery());
  const change = useMutation({
    mutationFn: (choice: Choice) => apiJson<NotifyPreferencesAnswer>('PUT', '/api/user/notification-choices', { choices: [choice] }),
    // The box shows the tick at once; a refusal puts back what the server holds.
    onMutate: (choice) =>
      queryClient.setQueryData<NotificationSettings>(queryKey, (now) =>
        now && { ...now, kinds: now.kinds.map((row) => (row.kind === choice.kind ? { ...row, [choice.channel]: choice.enabled } : row)) },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  if (settings.isPending) return <Spinner label={t('notify.loadingChoices')} />;
  if (settings.isError) return <FormAlert message={t('notify.loadFailed')} />;
  return (
    <div>
      <div className="overflow-x-auto rounded-md border border-slate-200" data-testid="notification-choices">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('notify.caption')}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-ink">{t('notify.kind')}</th>
              {channels.map((channel) => (
                <th key={channel} scope="col" className="w-14 px-1 py-2 text-center font-semibold text-ink sm:w-20">{t(`notify.channels.${channel}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settings.data.kinds.map((row) => (
              <tr key={row.kind} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 text-left align-middle font-normal">
                  <span className="block font-medium text-ink">{t(`notify.kinds.${row.kind}`)}</span>
                  <span className="block text-xs text-muted">{t(`notify.about.${row.kind}`)}</span>
                </th>
                {channels.map((channel) => {
                  const enabled = row[channel];
                  const label = t('notify.cell', { kind: t(`notify.kinds.${row.kind}`), channel: t(`notify.channels.${channel}`) });
                  return (
                    <td key={channel} className="px-1 py-1 text-center align-middle">
                      {enabled === null ? (
                        <>
                          <span aria-hidden="true" className="text-muted">—</span>
                          <span className="sr-only">{t('notify.notTexted', { kind: t(`notify.kinds.${row.kind}`) })}</span>
                        </>
                      ) : (
                        <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                          <input
                            type="checkbox"
                            name={`${channel}-${row.kind}`}
                            checked={enabled}
                            disabled={change.isPending}
                            onChange={(event) => change.mutate({ kind: row.kind, channel, enabled: event.target.checked })}
                            className="h-5 w-5 accent-brand-700"
                          />
                          <span className="sr-only">{label}</span>
                        </label>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted">{t('notify.footnote')}</p>
      {change.isError && <div className="mt-3"><FormAlert message={serverMessage(change.error) ?? t('notify.notSaved')} /></div>}
    </div>
  );
}
