import { useState, type FormEvent } from 'react';
import { Calculator } from 'lucide-react';
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
  const [form, setForm] = useState({ itemName: '', category: 'goods', condition: 'good', urgent: false });
  const [result, setResult] = useState<FairPrice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.itemName.trim()) return setError('Missing Information: Please enter the item, service or skill to price.');
    setPending(true);
    setError(null);
    try {
      const url = urlFromQueryKey(['/api/price-guide/fair-price', { ...form, itemName: form.itemName.trim(), urgent: String(form.urgent) }]);
      setResult(await apiGet<FairPrice>(url));
    } catch (failure) {
      setResult(null);
      setError(serverMessage(failure) ?? 'We could not calculate a price right now. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Calculator aria-hidden="true" className="h-5 w-5 text-brand-700" /> Smart Pricing Assistant
      </h2>
      <p className="mt-1 text-sm text-muted">Describe what you are trading and get a fair credit price based on similar entries.</p>
      <form onSubmit={calculate} noValidate className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field label="Item, service or skill" className="sm:col-span-2">
          <Input value={form.itemName} onChange={(event) => setForm({ ...form, itemName: event.target.value })} placeholder="e.g. Portable generator" />
        </Field>
        <Field label="Category">
          <Select value={form.category} onChange={(event) => setForm({ ...form, category: event.target.value })}>
            <option value="goods">Goods</option>
            <option value="services">Services</option>
            <option value="skills">Skills</option>
          </Select>
        </Field>
        <Field label="Condition">
          <Select value={form.condition} onChange={(event) => setForm({ ...form, condition: event.target.value })}>
            <option value="new">New</option>
            <option value="good">Good</option>
            <option value="fair">Fair</option>
            <option value="poor">Poor</option>
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <CheckboxField checked={form.urgent} onCheckedChange={(urgent) => setForm({ ...form, urgent })}>
            This is urgently needed (emergency)
          </CheckboxField>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={pending}>{pending ? 'Calculating…' : 'Calculate Fair Price'}</Button>
        </div>
      </form>
      <div className="mt-5 space-y-3" aria-live="polite">
        <FormAlert message={error} />
        {result && (
          <div className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
            <p className="text-sm text-brand-900">Suggested fair price</p>
            <p className="text-3xl font-bold text-brand-900">{formatCredits(result.suggestedPrice)} credits</p>
            <p className="text-sm text-brand-900">Fair range {formatCredits(result.minPrice)}–{formatCredits(result.maxPrice)} credits</p>
            {result.basedOn.length > 0 && (
              <>
                <p className="mt-3 text-sm font-semibold text-ink">Based on</p>
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
