import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LocationPrecision } from '@barteraid/events/location';
import type { AreaAnswer } from '@barteraid/events/contracts/location';
import { AreaFields } from '../../components/map/area-fields';
import { areaBody, noAreaChoice, pinField, type AreaChoice } from '../../components/map/area-choice';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert } from '../../components/ui/form-alert';
import { apiJson } from '../../lib/api';
import { catalogueText } from '../../i18n';
import { locationMessages } from '@barteraid/events/messages/location';
import { SESSION_KEY, useSession } from '../../lib/session';
import { useSettingsForm } from './settings-form';

/**
 * The member's area: a ZIP code or a pin, and how precisely others may place them. Only they see
 * their exact choice (here, from `/api/auth/me`); everyone else sees a point as far off as the
 * precision says.
 */
export function AreaForm() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation('account');
  const { status, pending, invalid, refuse, submit: send } = useSettingsForm<Record<string, string>>({}, t('area.failed'));
  const area = user?.area ?? null;
  const [choice, setChoice] = useState<AreaChoice>(noAreaChoice);

  useEffect(() => {
    if (!area) return;
    setChoice(area.zip === null ? { by: 'pin', zip: '', pin: { lat: area.lat, lng: area.lng }, precision: area.precision } : { by: 'zip', zip: area.zip, pin: null, precision: area.precision });
  }, [area]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = areaBody(choice);
    if (body === 'pinNeeded') return refuse(t('area.pinNeeded'), pinField);
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
        <AreaFields choice={choice} onChoice={setChoice} invalid={invalid} />
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
