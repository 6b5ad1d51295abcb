import { useEffect, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isCityState } from '@barteraid/events/contracts/place';
import type { ProfileChangeBody, ProfileChanged } from '@barteraid/events/contracts/account';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input } from '../../components/ui/input';
import { apiJson } from '../../lib/api';
import { answerText, catalogueText } from '../../i18n';
import { listingsMessages } from '@barteraid/events/messages/listings';
import { SESSION_KEY, useSession } from '../../lib/session';
import { useSettingsForm } from './settings-form';

type Form = { firstName: string; lastName: string; phone: string; location: string };

/** Name, phone and location, as registration takes them (the same "City, State" rule as listings). */
export function ProfileForm() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { t } = useTranslation(['account', 'translation']);
  const { form, setForm, status, pending, input, invalid, refuse, submit: send } = useSettingsForm<Form>(
    { firstName: '', lastName: '', phone: '', location: '' },
    t('profile.failed'),
  );

  useEffect(() => {
    if (user) setForm({ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', location: user.location ?? '' });
  }, [user, setForm]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.location.trim() && !isCityState(form.location.trim())) return refuse(catalogueText(listingsMessages, listingsMessages.message('cityState')), 'location');
    const body: ProfileChangeBody = { firstName: form.firstName, lastName: form.lastName, phone: form.phone || null, location: form.location || null };
    await send(async () => {
      const answer = await apiJson<ProfileChanged>('PUT', '/api/user/profile', body);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      return answerText(answer);
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="profile-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <UserRound aria-hidden="true" className="h-5 w-5" /> {t('profile.title')}
      </h2>
      <form onSubmit={submit} aria-labelledby="profile-heading" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <Field label={t('profile.firstName')} invalid={invalid('firstName')}>
          <Input autoComplete="given-name" required {...input('firstName')} />
        </Field>
        <Field label={t('profile.lastName')} invalid={invalid('lastName')}>
          <Input autoComplete="family-name" required {...input('lastName')} />
        </Field>
        <Field label={t('profile.phone')} optional invalid={invalid('phone')}>
          <Input type="tel" autoComplete="tel" {...input('phone')} />
        </Field>
        <Field label={t('profile.location')} optional hint={t('profile.locationHint')} invalid={invalid('location')}>
          <Input autoComplete="address-level2" {...input('location')} />
        </Field>
        <div className="sm:col-span-2">
          <FormAlert message={status?.message ?? null} tone={status?.tone} />
          <Button type="submit" className="mt-3" disabled={pending || !user}>
            {pending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
