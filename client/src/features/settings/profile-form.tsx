import { useEffect, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { CITY_STATE_MESSAGE, isCityState } from '@barteraid/events/contracts/place';
import type { ProfileChangeBody, ProfileChanged } from '@barteraid/events/contracts/account';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input } from '../../components/ui/input';
import { apiJson } from '../../lib/api';
import { SESSION_KEY, useSession } from '../../lib/session';
import { useSettingsForm } from './settings-form';

type Form = { firstName: string; lastName: string; phone: string; location: string };

/** Name, phone and location, as registration takes them (the same "City, State" rule as listings). */
export function ProfileForm() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { form, setForm, status, pending, input, invalid, refuse, submit: send } = useSettingsForm<Form>(
    { firstName: '', lastName: '', phone: '', location: '' },
    'Your profile could not be saved. Please try again.',
  );

  useEffect(() => {
    if (user) setForm({ firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '', location: user.location ?? '' });
  }, [user, setForm]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.location.trim() && !isCityState(form.location.trim())) return refuse(CITY_STATE_MESSAGE, 'location');
    const body: ProfileChangeBody = { firstName: form.firstName, lastName: form.lastName, phone: form.phone || null, location: form.location || null };
    await send(async () => {
      const answer = await apiJson<ProfileChanged>('PUT', '/api/user/profile', body);
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      return answer.message;
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 id="profile-heading" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <UserRound aria-hidden="true" className="h-5 w-5" /> Profile
      </h2>
      <form onSubmit={submit} aria-labelledby="profile-heading" className="mt-4 grid gap-4 sm:grid-cols-2" noValidate>
        <Field label="First name" invalid={invalid('firstName')}>
          <Input autoComplete="given-name" required {...input('firstName')} />
        </Field>
        <Field label="Last name" invalid={invalid('lastName')}>
          <Input autoComplete="family-name" required {...input('lastName')} />
        </Field>
        <Field label="Phone" optional invalid={invalid('phone')}>
          <Input type="tel" autoComplete="tel" {...input('phone')} />
        </Field>
        <Field label="Location" optional hint="City, State" invalid={invalid('location')}>
          <Input autoComplete="address-level2" {...input('location')} />
        </Field>
        <div className="sm:col-span-2">
          <FormAlert message={status?.message ?? null} tone={status?.tone} />
          <Button type="submit" className="mt-3" disabled={pending || !user}>
            {pending ? 'Saving…' : 'Save profile'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
