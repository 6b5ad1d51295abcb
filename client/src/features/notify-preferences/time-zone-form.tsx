import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotifyPreferencesAnswer, TimeZoneBody } from '@barteraid/events/contracts/notify-preferences';
import { notifyPreferencesMessages } from '@barteraid/events/messages/notify-preferences';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Select } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { catalogueText } from '../../i18n';
import { apiJson, serverMessage } from '../../lib/api';
import { notifySettingsQuery } from './queries';

/** The select's value for "from my area's ZIP code, else the site's": no zone chosen. */
const AUTOMATIC = '';

/**
 * The clock the member's quiet hours, their texts' daily limit and their alert digests follow: a
 * US zone they choose, or the one of their area's ZIP code (the site's when they have none).
 */
export function TimeZoneForm() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const settings = useQuery(notifySettingsQuery());
  const [choice, setChoice] = useState(AUTOMATIC);
  const chosen = settings.data?.timeZone.chosen ?? null;
  useEffect(() => setChoice(chosen ?? AUTOMATIC), [chosen]);
  const save = useMutation({
    mutationFn: (body: TimeZoneBody) => apiJson<NotifyPreferencesAnswer>('PUT', '/api/user/time-zone', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notifySettingsQuery().queryKey }),
  });

  if (settings.isPending) return <Spinner label={t('notify.loading')} />;
  if (settings.isError) return <FormAlert message={t('notify.loadFailed')} />;
  const zone = settings.data.timeZone;
  const zoneName = (name: string) => t(`notify.zones.${name.replace('/', '_')}`, { defaultValue: name });
  const automatic = zone.fromArea ? t('notify.fromArea', { zone: zoneName(zone.fromArea) }) : t('notify.siteZone', { zone: zoneName(zone.site) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ timeZone: choice === AUTOMATIC ? null : choice });
  };
  return (
    <form onSubmit={submit} aria-labelledby="time-zone-heading" className="grid gap-3" noValidate>
      <p className="text-sm font-medium text-ink" data-testid="time-zone-current">{t('notify.following', { zone: zoneName(zone.effective) })}</p>
      <Field label={t('notify.timeZone')} hint={t('notify.timeZoneHint')}>
        <Select name="timeZone" value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value={AUTOMATIC}>{automatic}</option>
          {zone.choices.map((name) => (
            <option key={name} value={name}>{zoneName(name)}</option>
          ))}
        </Select>
      </Field>
      <FormAlert
        message={save.isError ? (serverMessage(save.error) ?? t('notify.notSaved')) : save.isSuccess ? catalogueText(notifyPreferencesMessages, notifyPreferencesMessages.message('timeZoneSaved')) : null}
        tone={save.isError ? 'error' : 'success'}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? t('notify.saving') : t('notify.saveTimeZone')}</Button>
      </div>
    </form>
  );
}
