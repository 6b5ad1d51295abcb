import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { locationPrecisions } from '@barteraid/events/geo';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { cn } from '../../lib/cn';
import { pinFields, type AreaChoice } from './area-choice';

/** The map's code loads only when the member chooses to drop a pin. */
const PinMap = lazy(() => import('./pin-map'));

interface Props {
  choice: AreaChoice;
  onChoice: (change: (now: AreaChoice) => AreaChoice) => void;
  /** Whether a refusal names this field (`zip`, `lat`, `lng`, `precision`), to mark its control. */
  invalid: (field: string) => boolean;
  /** At registration the area may be left out (the form's own heading says so). */
  optional?: boolean;
}

/**
 * A member's area, as /settings and registration ask for it: a ZIP code or a pin dropped on the map
 * (its code fetched only when chosen), and how precisely others may place them. The fields sit in
 * the form's own grid; each spans its width where it needs it.
 */
export function AreaFields({ choice, onChoice, invalid, optional = false }: Props) {
  const { t } = useTranslation('account');
  const pinInvalid = pinFields.some(invalid);
  return (
    <>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">{t('area.by')}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(['zip', 'pin'] as const).map((by) => (
            <label key={by} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input type="radio" name="area-by" value={by} checked={choice.by === by} onChange={() => onChoice((now) => ({ ...now, by }))} className="h-5 w-5 accent-brand-700" />
              {by === 'zip' ? t('area.byZip') : t('area.byPin')}
            </label>
          ))}
        </div>
      </fieldset>
      {choice.by === 'zip' ? (
        <Field label={t('area.zip')} hint={t('area.zipHint')} invalid={invalid('zip')}>
          <Input
            name="zip"
            value={choice.zip}
            onChange={(event) => onChoice((now) => ({ ...now, zip: event.target.value }))}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            required={!optional}
          />
        </Field>
      ) : (
        <div className="sm:col-span-2" data-field={pinFields.join(' ')}>
          <Suspense fallback={<p role="status" className="text-sm text-muted">{t('area.mapLoading')}</p>}>
            <PinMap pin={choice.pin} precision={choice.precision} onPin={(pin) => onChoice((now) => ({ ...now, pin }))} />
          </Suspense>
          <p className={cn('mt-2 text-sm font-medium', pinInvalid ? 'text-red-700' : 'text-ink')} data-testid="area-pin" aria-live="polite">
            {choice.pin ? t('area.pinAt', { latitude: choice.pin.lat.toFixed(5), longitude: choice.pin.lng.toFixed(5) }) : t('area.pinNone')}
          </p>
        </div>
      )}
      {/* Radios, not a list: each choice's words stay whole on a small phone. */}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">{t('area.precision')}</legend>
        <div className="mt-2 flex flex-col gap-y-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {locationPrecisions.map((precision) => (
            <label key={precision} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="precision"
                value={precision}
                checked={choice.precision === precision}
                onChange={() => onChoice((now) => ({ ...now, precision }))}
                aria-invalid={invalid('precision') || undefined}
                className="h-5 w-5 accent-brand-700"
              />
              {t(`area.${precision}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
