import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { locationPrecisions, type GeoPoint, type LocationPrecision } from '@barteraid/events/location';
import type { AreaAnswer, AreaBody } from '@barteraid/events/contracts/location';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input, Select } from '../../components/ui/input';
import { apiJson } from '../../lib/api';
import { catalogueText } from '../../i18n';
import { locationMessages } from '@barteraid/events/messages/location';
import { SESSION_KEY, useSession } from '../../lib/session';
import { useSettingsForm } from './settings-form';

type Form = { zip: string; precision: LocationPrecision };

/** The map's code loads only when the member chooses to drop a pin. */
const PinMap = lazy(() => import('../../components/map/pin-map'));

/**
 * The member's area: a ZIP code and how precisely others may place them. Only they see their exact
 * choice (here, from `/api/auth/me`); everyone else sees a point as far off as the precision says.
 */
export function AreaForm() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  const { form, setForm, status, pending, input, invalid, refuse, submit: send } = useSettingsForm<Form>({ zip: '', precision: 'town' }, t('area.failed'));
  const area = user?.area ?? null;
  const [by, setBy] = useState<'zip' | 'pin'>('zip');
  const [pin, setPin] = useState<GeoPoint | null>(null);

  useEffect(() => {
    if (!area) return;
    setForm({ zip: area.zip ?? '', precision: area.precision });
    if (area.zip === null) {
      setBy('pin');
      setPin({ lat: area.lat, lng: area.lng });
    }
  }, [area, setForm]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (by === 'pin' && !pin) return refuse(t('area.pinNeeded'), 'zip');
    const body: AreaBody = by === 'pin' && pin ? { lat: pin.lat, lng: pin.lng, precision: form.precision } : { zip: form.zip.trim(), precision: form.precision };
    await send(async () => {
      await apiJson<AreaAnswer>('PUT', '/api/user/location', body);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      // The area's ZIP code sets the member's clock unless they chose one.
      await queryClient.invalidateQueries({ queryKey: ['/api/user/notification-settings'] });
      return catalogueText(locationMessages, locationMessages.message('saved'));
    });
  };

  const precisionName = (precision: LocationPrecision) => t(`area.${precision}`);
  const current = !area
    ? t('area.none')
    : area.zip
      ? t('area.currentZip', { zip: area.zip, precision: precisionName(area.precision) })
      : t('area.currentPin', { latitude: area.lat.toFixed(4), longitude: area.lng.toFixed(4), precision: precisionName(area.precision) });

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="area-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <MapPin aria-hidden="true" className="h-5 w-5" /> {t('area.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('area.intro')}</p>
      <p className="mt-2 text-sm font-medium text-ink" data-testid="area-current">{current}</p>
      <form onSubmit={submit} aria-labelledby="area-heading" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-ink">{t('area.by')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(['zip', 'pin'] as const).map((choice) => (
              <label key={choice} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input type="radio" name="area-by" value={choice} checked={by === choice} onChange={() => setBy(choice)} className="h-5 w-5 accent-brand-700" />
                {choice === 'zip' ? t('area.byZip') : t('area.byPin')}
              </label>
            ))}
          </div>
        </fieldset>
        {by === 'zip' ? (
          <Field label={t('area.zip')} hint={t('area.zipHint')} invalid={invalid('zip')}>
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={5} required {...input('zip')} />
          </Field>
        ) : (
          <div className="sm:col-span-2">
            <Suspense fallback={<p role="status" className="text-sm text-muted">{t('area.mapLoading')}</p>}>
              <PinMap pin={pin} precision={form.precision} onPin={setPin} />
            </Suspense>
            <p className="mt-2 text-sm font-medium text-ink" data-testid="area-pin" aria-live="polite">
              {pin ? t('area.pinAt', { latitude: pin.lat.toFixed(5), longitude: pin.lng.toFixed(5) }) : t('area.pinNone')}
            </p>
          </div>
        )}
        <Field label={t('area.precision')} invalid={invalid('precision')}>
          <Select name="precision" value={form.precision} onChange={(event) => setForm((now) => ({ ...now, precision: event.target.value as LocationPrecision }))}>
            {locationPrecisions.map((precision) => (
              <option key={precision} value={precision}>{precisionName(precision)}</option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <FormAlert message={status?.message ?? null} tone={status?.tone} />
          <Button type="submit" className="mt-3" disabled={pending || !user}>
            {pending ? t('area.saving') : t('area.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
