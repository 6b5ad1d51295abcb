import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Gift, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { PasswordInput } from '../../components/ui/password-input';
import { CheckboxField } from '../../components/ui/checkbox';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import { apiPost, serverMessage } from '../../lib/api';
import { catalogueText } from '../../i18n';
import { listingsMessages } from '@barteraid/events/messages/listings';
import type { RegistrationAnswer, RegistrationBody } from '@barteraid/events/contracts/auth';
import type { RegistrationArea } from '@barteraid/events/contracts/location';
import { AreaFields } from '../../components/map/area-fields';
import { areaBody, givesArea, noAreaChoice, pinField, type AreaChoice } from '../../components/map/area-choice';
import { AuthCard } from './auth-card';
import { membershipOptions } from './membership-options';
import { validateRegistration, type RegisterForm } from './register-validation';

const REDIRECT_DELAY_MS = 1000;

const initial: RegisterForm = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  location: '',
  membershipTier: 'standard',
  acceptTerms: false,
};

function fieldOf(error: unknown): string | null {
  if (!(error instanceof Error) || !('bodyText' in error) || typeof error.bodyText !== 'string') return null;
  try {
    const body = JSON.parse(error.bodyText) as { field?: unknown };
    return typeof body.field === 'string' ? body.field : null;
  } catch {
    return null;
  }
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { t: accountText } = useTranslation('account');
  const [form, setForm] = useState(initial);
  const [area, setArea] = useState<AreaChoice>(noAreaChoice);
  const [error, setError] = useState<{ message: string; field: string | null } | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const areaHintId = useId();

  const set = <K extends keyof RegisterForm>(key: K) => (value: RegisterForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const text = (key: keyof RegisterForm) => ({
    name: key,
    value: form[key] as string,
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value as never),
  });
  // A pin's fields are no input of their own: the button that places the pin stands for them.
  const focusField = (name: string) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"], [data-field~="${name}"] button`)?.focus();
  const invalid = (name: string) => error?.field === name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistration(form);
    if (problem) {
      const [title, description] = [t(problem.title), typeof problem.description === 'string' ? t(problem.description) : catalogueText(listingsMessages, problem.description)];
      setError({ message: `${title}: ${description}`, field: problem.field });
      toastError(title, description);
      focusField(problem.field);
      return;
    }
    const areaGiven = givesArea(area) ? areaBody(area) : null;
    if (areaGiven === 'pinNeeded') {
      const message = accountText('area.pinNeeded');
      setError({ message: `${t('auth.register.failed')}: ${message}`, field: pinField });
      toastError(t('auth.register.failed'), message);
      focusField(pinField);
      return;
    }
    setPending(true);
    setError(null);
    const { confirmPassword: _confirm, acceptTerms: _terms, ...payload } = form;
    try {
      await apiPost<RegistrationAnswer>('/api/auth/register', {
        ...payload,
        email: payload.email.trim(),
        username: payload.username.trim(),
        ...areaGiven,
      } satisfies RegistrationBody & RegistrationArea);
      toast({ title: t('auth.register.created'), description: t('auth.register.createdText') });
      // Signing in lands on the dashboard, whatever the tier: a standard member finds there how to
      // finish their membership (it shows "pending payment" until the first payment).
      setTimeout(() => navigate('/auth/login', { state: { email: payload.email.trim(), registered: true } }), REDIRECT_DELAY_MS);
    } catch (failure) {
      const message = serverMessage(failure) ?? t('auth.register.failedFallback');
      const field = fieldOf(failure);
      setError({ message: `${t('auth.register.failed')}: ${message}`, field });
      toastError(t('auth.register.failed'), message);
      if (field) focusField(field);
      setPending(false);
    }
  };

  const tier = membershipOptions.find((option) => option.value === form.membershipTier);

  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <div className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <Gift aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <p className="text-sm">
          <strong>{t('auth.register.giftStrong')}</strong>
          {t('auth.register.giftRest')}
        </p>
      </div>
      <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
        <FormAlert message={error?.message ?? null} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('auth.register.firstName')} invalid={invalid('firstName')}>
            <Input autoComplete="given-name" {...text('firstName')} />
          </Field>
          <Field label={t('auth.register.lastName')} invalid={invalid('lastName')}>
            <Input autoComplete="family-name" {...text('lastName')} />
          </Field>
        </div>
        <Field label={t('auth.register.username')} hint={t('auth.register.usernameHint')} invalid={invalid('username')}>
          <Input autoComplete="username" {...text('username')} />
        </Field>
        <Field label={t('auth.register.email')} invalid={invalid('email')}>
          <Input type="email" autoComplete="email" {...text('email')} />
        </Field>
        <Field label={t('auth.register.password')} hint={t('auth.register.passwordHint')} invalid={invalid('password')}>
          <PasswordInput autoComplete="new-password" {...text('password')} />
        </Field>
        <Field label={t('auth.register.confirmPassword')} invalid={invalid('confirmPassword')}>
          <PasswordInput autoComplete="new-password" {...text('confirmPassword')} />
        </Field>
        <Field label={t('auth.register.phone')} optional invalid={invalid('phone')}>
          <Input type="tel" autoComplete="tel" {...text('phone')} />
        </Field>
        <Field label={t('auth.register.location')} optional hint={t('auth.register.locationHint')} invalid={invalid('location')}>
          <Input autoComplete="address-level2" {...text('location')} />
        </Field>
        <fieldset aria-describedby={areaHintId} className="space-y-4 sm:rounded-lg sm:border sm:border-slate-200 sm:p-4">
          <legend className="text-base font-semibold text-ink sm:px-1 sm:text-sm">
            {t('auth.register.area')}
            <span className="ml-1 font-normal text-muted">{t('common.optional')}</span>
          </legend>
          <p id={areaHintId} className="text-sm text-muted">{t('auth.register.areaHint')}</p>
          <AreaFields choice={area} onChoice={setArea} invalid={invalid} optional />
        </fieldset>
        <Field label={t('auth.register.membershipType')} hint={`${t('auth.register.membershipHint')} ${t('auth.register.trialLater')}`} invalid={invalid('membershipTier')}>
          <Select {...text('membershipTier')}>
            {membershipOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </Select>
        </Field>
        {tier?.free && (
          <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            {t('auth.register.freeNeedsVerification')}
          </p>
        )}
        <CheckboxField name="acceptTerms" checked={form.acceptTerms} onCheckedChange={set('acceptTerms')}>
          {t('auth.register.agreeBefore')}
          <Link to="/terms" className="font-semibold text-brand-700 underline">{t('auth.register.terms')}</Link>
          {t('auth.register.agreeMiddle')}
          <Link to="/privacy" className="font-semibold text-brand-700 underline">{t('auth.register.privacy')}</Link>
          {t('auth.register.agreeAfter')}
        </CheckboxField>
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('auth.register.haveAccount')}{' '}
          <Link to="/auth/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {t('auth.register.signIn')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
