import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { alertFrequencies, type AlertFrequency } from '@barteraid/events/alert-frequency';
import type { SavedAlert } from '@barteraid/events/contracts/alerts';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Input, Select } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { apiJson, serverMessage } from '../../lib/api';
import { alertQueries } from './queries';

/** The words and filters an alert watches, in the language on screen. */
function useDescription() {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation();
  return (alert: SavedAlert) =>
    [
      alert.query ? `“${alert.query}”` : null,
      alert.category ? common(`marketplace.categories.${alert.category}`) : null,
      alert.type ? t(`alerts.types.${alert.type}`) : null,
      alert.urgentOnly ? t('alerts.urgentOnly') : null,
      alert.radiusMiles !== null ? t('alerts.within', { miles: alert.radiusMiles }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

function AlertRow({ alert }: { alert: SavedAlert }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const describe = useDescription();
  const frequencyId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertQueries.list().queryKey });
  const { id, createdAt: _createdAt, frequency: _frequency, ...criteria } = alert;
  const change = useMutation({
    mutationFn: (frequency: AlertFrequency) => apiJson('PUT', `/api/alerts/${id}`, { ...criteria, frequency }),
    onSuccess: refresh,
  });
  const stop = useMutation({ mutationFn: () => apiJson('DELETE', `/api/alerts/${id}`), onSuccess: refresh });
  return (
    <li className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:flex sm:items-end sm:justify-between">
      <p className="break-words font-medium text-ink">{describe(alert)}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={frequencyId} className="text-xs font-semibold text-muted">{t('alerts.howOften')}</label>
          <Select
            id={frequencyId}
            value={alert.frequency}
            disabled={change.isPending}
            onChange={(event) => change.mutate(event.target.value as AlertFrequency)}
            className="w-auto"
          >
            {alertFrequencies.map((value) => (
              <option key={value} value={value}>{t(`alerts.frequencies.${value}`)}</option>
            ))}
          </Select>
        </div>
        <Button type="button" variant="outline" onClick={() => stop.mutate()} disabled={stop.isPending} aria-label={t('alerts.stopNamed', { alert: describe(alert) })}>
          {t('alerts.stop')}
        </Button>
      </div>
      {(change.isError || stop.isError) && <FormAlert message={serverMessage(change.error ?? stop.error) ?? t('alerts.failed')} />}
    </li>
  );
}

/** Urgent needs near a verified member, at most 5 a day: on with a distance, or off. */
function HelperAlerts({ withinMiles, verified }: { withinMiles: number | null; verified: boolean }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const milesId = useId();
  const [miles, setMiles] = useState(String(withinMiles ?? 10));
  const save = useMutation({
    mutationFn: (value: number | null) => apiJson<{ message: string }>('PUT', '/api/alerts/helper', { withinMiles: value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertQueries.list().queryKey }),
  });
  if (!verified) return <p className="text-sm text-muted">{t('alerts.helperVerifiedOnly')}</p>;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold text-ink">{t('alerts.helperTitle')}</h3>
      <p className="text-sm text-muted">{withinMiles === null ? t('alerts.helperOff') : t('alerts.helperOn', { miles: withinMiles })}</p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={milesId} className="text-sm font-semibold text-ink">{t('alerts.helperMiles')}</label>
          <Input id={milesId} type="number" inputMode="numeric" min={1} max={100} value={miles} onChange={(event) => setMiles(event.target.value)} className="w-28" />
        </div>
        <Button type="button" onClick={() => save.mutate(Number(miles))} disabled={save.isPending}>{t('alerts.helperSave')}</Button>
        {withinMiles !== null && (
          <Button type="button" variant="outline" onClick={() => save.mutate(null)} disabled={save.isPending}>{t('alerts.helperTurnOff')}</Button>
        )}
      </div>
      {save.isError && <FormAlert message={serverMessage(save.error) ?? t('alerts.failed')} />}
    </div>
  );
}

/** /settings: the member's saved alerts (how often, stop) and, for verified members, urgent needs nearby. */
export function AlertSettings({ verified }: { verified: boolean }) {
  const { t } = useTranslation('account');
  const alerts = useQuery(alertQueries.list());
  if (alerts.isLoading) return <Spinner label={t('alerts.loading')} />;
  if (alerts.isError || !alerts.data) return <FormAlert message={serverMessage(alerts.error) ?? t('alerts.failed')} />;
  const { alerts: saved, max, helperWithinMiles } = alerts.data;
  return (
    <div className="grid gap-5">
      {saved.length === 0 ? (
        <p className="text-sm text-muted">{t('alerts.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t('alerts.count', { count: saved.length, max })}</p>
          <ul className="grid gap-3">
            {saved.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        </>
      )}
      <HelperAlerts withinMiles={helperWithinMiles} verified={verified} />
    </div>
  );
}
