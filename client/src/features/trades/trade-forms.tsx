import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import type { CounterTradeBody, ScheduleTradeBody, Trade } from '@barteraid/events/contracts/trades';

interface FormProps {
  trade: Trade;
  busy: boolean;
  onCancel: () => void;
}

/** A counter-offer: a new amount, new terms, or both. */
export function CounterForm({ trade, busy, onCancel, onSubmit }: FormProps & { onSubmit: (input: CounterTradeBody) => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(trade.creditAmount);
  const [terms, setTerms] = useState(trade.proposedTerms);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: CounterTradeBody = {};
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount.trim())) return setError(t('trades.propose.amountFormat'));
    if (Number(amount) !== Number(trade.creditAmount)) input.creditAmount = amount.trim();
    if (terms.trim() && terms.trim() !== trade.proposedTerms) input.proposedTerms = terms.trim();
    if (!input.creditAmount && !input.proposedTerms) return setError(t('trades.counter.unchanged'));
    setError(null);
    onSubmit(input);
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3" aria-label={t('trades.counter.label')}>
      <Field label={t('trades.counter.credits')} error={error}>
        <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </Field>
      <Field label={t('trades.counter.terms')}>
        <Textarea value={terms} maxLength={2000} onChange={(event) => setTerms(event.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>{t('trades.counter.send')}</Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}

/** Local date and time as the datetime-local input wants it. */
function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** When and where the two members meet. */
export function ScheduleForm({ trade, busy, onCancel, onSubmit }: FormProps & { onSubmit: (input: ScheduleTradeBody) => void }) {
  const initial = trade.schedule ? new Date(trade.schedule.at) : new Date(Date.now() + 86_400_000);
  const [when, setWhen] = useState(localInputValue(initial));
  const { t } = useTranslation();
  const [place, setPlace] = useState(trade.schedule?.place ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(when);
    if (!when || Number.isNaN(at.getTime())) return setError(t('trades.schedule.chooseWhen'));
    if (at.getTime() <= Date.now()) return setError(t('trades.schedule.future'));
    if (!place.trim()) return setError(t('trades.schedule.where'));
    setError(null);
    onSubmit({ at: at.toISOString(), place: place.trim() });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3" aria-label={t('trades.schedule.label')}>
      <Field label={t('trades.schedule.when')} error={error}>
        <Input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
      </Field>
      <Field label={t('trades.schedule.place')}>
        <Input value={place} maxLength={200} placeholder={t('trades.schedule.placeExample')} onChange={(event) => setPlace(event.target.value)} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>{t('trades.schedule.save')}</Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
