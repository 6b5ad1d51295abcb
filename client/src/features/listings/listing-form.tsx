import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { CheckboxField } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input, Select, Textarea } from '../../components/ui/input';
import { ApiError, serverMessage } from '../../lib/api';
import { categories, categoryLabel, type Category, type ListingDraft, type ListingType } from './types';
import { serverFieldError, validateDraft, type DraftErrors } from './listing-validation';
import { PhotoPicker } from './photo-picker';

export const emptyDraft = (location = ''): ListingDraft => ({
  title: '',
  description: '',
  category: '',
  type: 'offer',
  credits: '',
  location,
  isUrgent: false,
  photos: [],
});

interface ListingFormProps {
  initial: ListingDraft;
  submitLabel: string;
  busyLabel: string;
  /** Resolves on success; a rejection's message or field error is shown on the form. */
  onSubmit: (draft: ListingDraft) => Promise<unknown>;
  onCancel?: () => void;
  /** Shown just above the buttons, from the draft as it stands (posting shows its matches there). */
  beforeSubmit?: (draft: ListingDraft) => ReactNode;
}

/** Posting and editing share one form: the same fields, rules and messages. */
export function ListingForm({ initial, submitLabel, busyLabel, onSubmit, onCancel, beforeSubmit }: ListingFormProps) {
  const { t } = useTranslation('listings');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ListingDraft>(key: K, value: ListingDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft);
    setErrors(found);
    setFormError(Object.keys(found).length ? t('form.fixFields') : null);
    if (Object.keys(found).length) return;
    // The listing is sent with its photos, so it waits until each has arrived.
    if (draft.photos.some((photo) => photo.status !== 'done')) return setFormError(t('photos.wait'));
    setBusy(true);
    try {
      await onSubmit(draft);
    } catch (error) {
      const fieldError = error instanceof ApiError ? serverFieldError(error.bodyText) : null;
      if (fieldError) setErrors({ [fieldError.field]: fieldError.message });
      setFormError(serverMessage(error) ?? t('form.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormAlert message={formError} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">{t('form.iWant')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(['offer', 'need'] as ListingType[]).map((type) => (
            <label
              key={type}
              className={`flex cursor-pointer items-center gap-2 rounded-lg border px-4 py-3 text-sm font-semibold ${
                draft.type === type ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-ink'
              }`}
            >
              <input type="radio" name="type" value={type} checked={draft.type === type} onChange={() => set('type', type)} className="accent-brand-700" />
              {type === 'offer' ? t('form.offer') : t('form.need')}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('form.title')} error={errors.title} hint={t('form.titleHint')}>
        <Input value={draft.title} maxLength={100} onChange={(event) => set('title', event.target.value)} />
      </Field>
      <Field label={t('form.description')} error={errors.description} hint={t('form.descriptionHint')}>
        <Textarea value={draft.description} maxLength={2000} rows={5} onChange={(event) => set('description', event.target.value)} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.category')} error={errors.category}>
          <Select value={draft.category} onChange={(event) => set('category', event.target.value as Category | '')}>
            <option value="">{t('form.chooseCategory')}</option>
            {categories.map(([value]) => (
              <option key={value} value={value}>{categoryLabel(value)}</option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.credits')} error={errors.credits} hint={t('form.creditsHint')}>
          <Input inputMode="decimal" value={draft.credits} onChange={(event) => set('credits', event.target.value)} placeholder="25.00" />
        </Field>
      </div>
      <Field label={t('form.location')} error={errors.location} hint={t('form.locationHint')}>
        <Input value={draft.location} maxLength={100} autoComplete="address-level2" onChange={(event) => set('location', event.target.value)} placeholder="Houston, TX" />
      </Field>
      <CheckboxField checked={draft.isUrgent} onCheckedChange={(value) => set('isUrgent', value)}>
        {t('form.urgent')}
      </CheckboxField>
      <PhotoPicker photos={draft.photos} onChange={(update) => setDraft((current) => ({ ...current, photos: update(current.photos) }))} disabled={busy} />
      {beforeSubmit?.(draft)}
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" size="lg" disabled={busy}>{busy ? busyLabel : submitLabel}</Button>
        {onCancel && (
          <Button type="button" variant="outline" size="lg" onClick={onCancel} disabled={busy}>{t('form.cancel')}</Button>
        )}
      </div>
    </form>
  );
}
