import { useState, type FormEvent } from 'react';
import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input, Select } from '../../components/ui/input';
import { apiGet, serverMessage, urlFromQueryKey } from '../../lib/api';
import { formatCredits } from '../../lib/format';
import type { FairPrice } from '@barteraid/events/contracts/price-guide';

export function PricingAssistant() {
  const { t } = useTranslation('pricing');
  const [form, setForm] = useState({ itemName: '', category: 'goods', condition: 'good', urgent: false });
  const [result, setResult] = useState<FairPrice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.itemName.trim()) return setError(t('assistant.missing'));
    setPending(true);
    setError(null);
    try {
      const url = urlFromQueryKey(['/api/price-guide/fair-price', { ...form, itemName: form.itemName.trim(), urgent: String(form.urgent) }]);
      setResult(await apiGet<FairPrice>(url));
    } catch (failure) {
      setResult(null);
      const message = serverMessage(failure);
      setError(message ?? t('assistant.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Calculator aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('assistant.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('assistant.intro')}</p>
      <form onSubmit={calculate} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field label={t('assistant.item')} className="sm:col-span-2">
          <Input value={form.itemName} onChange={(event) => setForm({ ...form, itemName: event.target.value })} placeholder={t('assistant.itemPlaceholder')} />
        </Field>
        <Field label={t('assistant.category')}>
          <Select value={form.category} onChange={(event) => setForm({ ...form, category: event.target.value })}>
            <option value="goods">{t('categories.goods.title')}</option>
            <option value="services">{t('categories.services.title')}</option>
            <option value="skills">{t('categories.skills.title')}</option>
          </Select>
        </Field>
        <Field label={t('assistant.condition')}>
          <Select value={form.condition} onChange={(event) => setForm({ ...form, condition: event.target.value })}>
            <option value="new">{t('assistant.conditions.new')}</option>
            <option value="good">{t('assistant.conditions.good')}</option>
            <option value="fair">{t('assistant.conditions.fair')}</option>
            <option value="poor">{t('assistant.conditions.poor')}</option>
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <CheckboxField checked={form.urgent} onCheckedChange={(urgent) => setForm({ ...form, urgent })}>
            {t('assistant.urgent')}
          </CheckboxField>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={pending}>{pending ? t('assistant.calculating') : t('assistant.calculate')}</Button>
        </div>
      </form>
      <div className="mt-5 space-y-3" aria-live="polite">
        <FormAlert message={error} />
        {result && (
          <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
            <p className="text-sm text-brand-900">{t('assistant.suggested')}</p>
            <p className="text-3xl font-bold text-brand-900">{t('assistant.credits', { amount: formatCredits(result.suggestedPrice) })}</p>
            <p className="text-sm text-brand-900">{t('assistant.fairRange', { min: formatCredits(result.minPrice), max: formatCredits(result.maxPrice) })}</p>
            {result.basedOn.length > 0 && (
              <>
                <p className="mt-3 text-sm font-semibold text-ink">{t('assistant.basedOn')}</p>
                <ul className="mt-1 list-disc pl-5 text-sm text-muted">
                  {result.basedOn.map((entry) => (
                    <li key={entry.id}>{entry.itemName}: {formatCredits(entry.minPrice)}–{formatCredits(entry.maxPrice)} {entry.unit}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
