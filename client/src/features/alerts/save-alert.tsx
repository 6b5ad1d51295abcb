import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BellPlus } from 'lucide-react';
import { alertFrequencies, type AlertFrequency } from '@barteraid/events/alert-frequency';
import type { AlertAnswer, AlertBody } from '@barteraid/events/contracts/alerts';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Select } from '../../components/ui/input';
import { apiPost, serverMessage } from '../../lib/api';
import { alertQueries } from './queries';

/** The marketplace search an alert is saved from: its words, filters and, near the member's area, a radius. */
export interface SearchToWatch {
  search: string;
  category: string;
  type: string;
  urgent: boolean;
  /** Miles around the member's area, when the search is "near me". */
  radiusMiles: number | null;
}

/** "Save this search as an alert": how often to hear of it, then one request; the server's words on a refusal. */
export function SaveSearchAsAlert({ search }: { search: SearchToWatch }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const frequencyId = useId();

  const save = useMutation({
    mutationFn: () =>
      apiPost<AlertAnswer>('/api/alerts', {
        query: search.search || null,
        category: search.category || null,
        type: search.type || null,
        urgentOnly: search.urgent,
        radiusMiles: search.radiusMiles,
        frequency,
      } satisfies AlertBody),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertQueries.list().queryKey }),
  });

  if (!open) {
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <BellPlus aria-hidden="true" className="h-4 w-4" /> {t('marketplace.alerts.save')}
      </Button>
    );
  }
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex sm:flex-wrap sm:items-end">
      <div className="grid gap-1.5">
        <label htmlFor={frequencyId} className="text-sm font-semibold text-ink">{t('marketplace.alerts.howOften')}</label>
        <Select
          id={frequencyId}
          value={frequency}
          onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
          className="w-auto"
        >
          {alertFrequencies.map((value) => (
            <option key={value} value={value}>{t(`marketplace.alerts.frequencies.${value}`)}</option>
          ))}
        </Select>
      </div>
      <Button type="button" onClick={() => save.mutate()} disabled={save.isPending || save.isSuccess}>
        {save.isPending ? t('marketplace.alerts.saving') : t('marketplace.alerts.confirm')}
      </Button>
      <div className="sm:basis-full" role="status">
        {save.isSuccess && <FormAlert tone="success" message={t('marketplace.alerts.saved')} />}
      </div>
      {save.isError && <FormAlert message={serverMessage(save.error) ?? t('marketplace.alerts.failed')} />}
    </div>
  );
}
