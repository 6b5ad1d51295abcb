import { useEffect, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { apiJson, errorBody, serverMessage } from '../../lib/api';
import { answerText } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import type { AdminCreditPolicy, CreditPolicyView } from '@barteraid/events/contracts/credit-policy';
import { adminQueries } from './queries';

const tiers = ['standard', 'free_assistance', 'emergency_business', 'guest_trial'] as const;
type Tier = (typeof tiers)[number];

interface FormState {
  tierLines: Record<Tier, string>;
  earnedStep: string;
  earnedCap: string;
  /** Empty: no ceiling. */
  ceilings: Record<Tier, string>;
  reason: string;
}

const formOf = (policy: CreditPolicyView): FormState => ({
  tierLines: { ...policy.tierLines },
  earnedStep: policy.earnedStep,
  earnedCap: policy.earnedCap,
  ceilings: Object.fromEntries(tiers.map((tier) => [tier, policy.ceilings[tier] ?? ''])) as Record<Tier, string>,
  reason: '',
});

const moment = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The admins' credit line defaults (`PUT /api/admin/credit-policy`): each save is an event with who and why, listed below the form. */
export function CreditPolicyForm() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const policy = useQuery(adminQueries.creditPolicy());
  const [form, setForm] = useState<FormState | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string; field?: string } | null>(null);
  useEffect(() => {
    if (policy.data && form === null) setForm(formOf(policy.data.policy));
  }, [policy.data, form]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    if (!form.reason.trim()) return setOutcome({ tone: 'error', message: t('creditPolicy.reasonMissing'), field: 'reason' });
    const body = {
      tierLines: Object.fromEntries(tiers.map((tier) => [tier, form.tierLines[tier].trim()])),
      earnedStep: form.earnedStep.trim(),
      earnedCap: form.earnedCap.trim(),
      ceilings: Object.fromEntries(tiers.map((tier) => [tier, form.ceilings[tier].trim() === '' ? null : form.ceilings[tier].trim()])),
      reason: form.reason.trim(),
    };
    setPending(true);
    setOutcome(null);
    try {
      const saved = await apiJson<{ message: string; code?: string }>('PUT', '/api/admin/credit-policy', body);
      setOutcome({ tone: 'success', message: answerText(saved) });
      const fresh = await queryClient.fetchQuery({ ...adminQueries.creditPolicy(), staleTime: 0 });
      setForm(formOf(fresh.policy));
      void queryClient.invalidateQueries({ queryKey: adminQueries.stats().queryKey });
    } catch (error) {
      setOutcome({ tone: 'error', message: serverMessage(error) ?? t('creditPolicy.saveFailed'), field: errorBody(error)?.field });
    } finally {
      setPending(false);
    }
  };
  // The server names a field by its label ("Tier line", "Ceiling"…) or its key; either marks the inputs it may mean.
  const invalid = (...names: string[]) => outcome?.tone === 'error' && !!outcome.field && names.some((name) => outcome.field!.toLowerCase().includes(name.toLowerCase()));

  return (
    <Card className="p-5 sm:p-6 lg:col-span-2">
      <h2 id="credit-policy-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <SlidersHorizontal aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('creditPolicy.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('creditPolicy.intro')}</p>
      {policy.isError ? <p className="mt-4 text-muted">{t('creditPolicy.loadFailed')}</p> : !form || !policy.data ? <Spinner label={t('creditPolicy.loading')} /> : (
        <>
          <form onSubmit={submit} noValidate aria-labelledby="credit-policy-heading" className="mt-4 space-y-5">
            <fieldset>
              <legend className="text-sm font-semibold text-ink">{t('creditPolicy.tierLines')}</legend>
              <p className="text-xs text-muted">{t('creditPolicy.tierLinesHint')}</p>
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {tiers.map((tier) => (
                  <Field key={tier} label={t(`tiers.${tier}`)} invalid={invalid('tier line', 'tierLines')}>
                    <Input type="number" name={`tierLine-${tier}`} inputMode="decimal" step="0.01" min="0" value={form.tierLines[tier]} onChange={(event) => setForm({ ...form, tierLines: { ...form.tierLines, [tier]: event.target.value } })} />
                  </Field>
                ))}
              </div>
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={t('creditPolicy.earnedStep')} hint={t('creditPolicy.earnedStepHint')} invalid={invalid('earned step', 'earnedStep')}>
                <Input type="number" name="earnedStep" inputMode="decimal" step="0.01" min="0" value={form.earnedStep} onChange={(event) => setForm({ ...form, earnedStep: event.target.value })} />
              </Field>
              <Field label={t('creditPolicy.earnedCap')} hint={t('creditPolicy.earnedCapHint')} invalid={invalid('earned cap', 'earnedCap')}>
                <Input type="number" name="earnedCap" inputMode="decimal" step="0.01" min="0" value={form.earnedCap} onChange={(event) => setForm({ ...form, earnedCap: event.target.value })} />
              </Field>
            </div>
            <fieldset>
              <legend className="text-sm font-semibold text-ink">{t('creditPolicy.ceilings')}</legend>
              <p className="text-xs text-muted">{t('creditPolicy.ceilingsHint')}</p>
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                {tiers.map((tier) => (
                  <Field key={tier} label={t('creditPolicy.ceilingOf', { tier: t(`tiers.${tier}`) })} invalid={invalid('ceiling')}>
                    <Input type="number" name={`ceiling-${tier}`} inputMode="decimal" step="0.01" min="0" placeholder={t('creditPolicy.noCeiling')} value={form.ceilings[tier]} onChange={(event) => setForm({ ...form, ceilings: { ...form.ceilings, [tier]: event.target.value } })} />
                  </Field>
                ))}
              </div>
            </fieldset>
            <Field label={t('creditPolicy.reason')} hint={t('creditPolicy.reasonHint')} invalid={invalid('reason')}>
              <Input name="reason" required maxLength={500} value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} />
            </Field>
            <div className="space-y-3">
              <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />
              <Button type="submit" disabled={pending}>{pending ? t('creditPolicy.saving') : t('creditPolicy.save')}</Button>
            </div>
          </form>
          <CreditPolicyHistory changes={policy.data.changes} />
        </>
      )}
    </Card>
  );
}

function CreditPolicyHistory({ changes }: { changes: AdminCreditPolicy['changes'] }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="credit-policy-history" className="mt-6">
      <h3 id="credit-policy-history" className="text-base font-semibold text-ink">{t('creditPolicy.history')}</h3>
      {changes.length === 0 ? <p className="mt-2 text-sm text-muted">{t('creditPolicy.noChanges')}</p> : (
        <ol className="mt-2 space-y-2">
          {changes.map((change) => (
            <li key={change.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="credit-policy-change">
              <p className="font-medium text-ink">{change.reason}</p>
              <p className="mt-0.5 text-xs text-muted">{t('creditPolicy.changedBy', { username: change.changedBy, date: moment(change.changedAt) })}</p>
              <p className="mt-1 break-words text-xs text-muted">
                {t('creditPolicy.summary', {
                  lines: tiers.map((tier) => `${t(`tiers.${tier}`)} ${change.policy.tierLines[tier]}`).join(' · '),
                  step: change.policy.earnedStep,
                  cap: change.policy.earnedCap,
                })}
              </p>
              <p className="text-xs text-muted">
                {t('creditPolicy.ceilingsSummary', { ceilings: tiers.map((tier) => `${t(`tiers.${tier}`)} ${change.policy.ceilings[tier] ?? t('creditPolicy.none')}`).join(' · ') })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
