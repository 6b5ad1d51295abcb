import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input, Select, Textarea } from '../../components/ui/input';
import { ApiError, serverMessage } from '../../lib/api';
import { categories, categoryLabel, type Category, type ListingDraft, type ListingType } from './types';
import { serverFieldError, validateDraft, type DraftErrors } from './listing-validation';

export const emptyDraft = (location = ''): ListingDraft => ({
  title: '',
  description: '',
  category: '',
  type: 'offer',
  credits: '',
  location,
  isUrgent: false,
});

interface ListingFormProps {
  initial: ListingDraft;
  submitLabel: string;
  busyLabel: string;
  /** Resolves on success; a rejection's message or field error is shown on the form. */
  onSubmit: (draft: ListingDraft) => Promise<unknown>;
  onCancel?: () => void;
}

/** Posting and editing share one form: the same fields, rules and messages. */
export function ListingForm({ initial, submitLabel, busyLabel, onSubmit, onCancel }: ListingFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    setFormError(Object.keys(found).length ? 'Please fix the highlighted fields.' : null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSubmit(draft);
    } catch (error) {
      const fieldError = error instanceof ApiError ? serverFieldError(error.bodyText) : null;
      if (fieldError) setErrors({ [fieldError.field]: fieldError.message });
      setFormError(serverMessage(error) ?? 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormAlert message={formError} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">I want to…</legend>
        <div className="grid grid-cols-2 gap-3">
          {(['offer', 'need'] as ListingType[]).map((type) => (
            <label
              key={type}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-3 text-sm font-semibold ${
                draft.type === type ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-ink'
              }`}
            >
              <input type="radio" name="type" value={type} checked={draft.type === type} onChange={() => set('type', type)} className="accent-brand-700" />
              {type === 'offer' ? 'Offer something' : 'Ask for something'}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label="Title" error={errors.title} hint="What is it, in a few words? For example: Portable generator, 3500W">
        <Input value={draft.title} maxLength={100} onChange={(event) => set('title', event.target.value)} />
      </Field>
      <Field label="Description" error={errors.description} hint="Condition, quantity, when and where to pick up or meet.">
        <Textarea value={draft.description} maxLength={2000} rows={5} onChange={(event) => set('description', event.target.value)} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Category" error={errors.category}>
          <Select value={draft.category} onChange={(event) => set('category', event.target.value as Category | '')}>
            <option value="">Choose a category</option>
            {categories.map(([value]) => (
              <option key={value} value={value}>{categoryLabel(value)}</option>
            ))}
          </Select>
        </Field>
        <Field label="Credits" error={errors.credits} hint="1 credit = $1. Use 0 for free.">
          <Input inputMode="decimal" value={draft.credits} onChange={(event) => set('credits', event.target.value)} placeholder="25.00" />
        </Field>
      </div>
      <Field label="Location" error={errors.location} hint="City, State">
        <Input value={draft.location} maxLength={100} autoComplete="address-level2" onChange={(event) => set('location', event.target.value)} placeholder="Houston, TX" />
      </Field>
      <CheckboxField checked={draft.isUrgent} onCheckedChange={(value) => set('isUrgent', value)}>
        Urgent: this is needed (or must go) within a day or two
      </CheckboxField>
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" size="lg" disabled={busy}>{busy ? busyLabel : submitLabel}</Button>
        {onCancel && (
          <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={busy}>Cancel</Button>
        )}
      </div>
    </form>
  );
}
