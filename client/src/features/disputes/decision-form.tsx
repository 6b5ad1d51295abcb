import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecideDisputeBody, Dispute } from '@barteraid/events/contracts/disputes';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/format';
import { useDecideDispute } from './dispute-api';
import { DISPUTE_LIMITS, centsOf, creditsOf } from './limits';

type Outcome = DecideDisputeBody['outcome'];

/** Who gets what, in cents, for a choice (null while a split's amounts are not valid yet). */
function sharesOf(outcome: Outcome | null, amountCents: number, payee: string, payer: string): { payeeCents: number; payerCents: number } | null {
  if (outcome === 'release') return { payeeCents: amountCents, payerCents: 0 };
  if (outcome === 'return') return { payeeCents: 0, payerCents: amountCents };
  if (outcome !== 'split') return null;
  const payeeCents = centsOf(payee);
  const payerCents = centsOf(payer);
  return payeeCents === null || payerCents === null ? null : { payeeCents, payerCents };
}

/**
 * An administrator's decision: release everything to the paid member, return everything to the
 * paying member, or split it in two amounts above zero that add up to the amount at stake (checked
 * here as on the server), with an optional note both members see.
 */
export function DecisionForm({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation('admin');
  const decide = useDecideDispute(dispute.tradeId);
  const name = useId();
  const summaryId = `${name}-summary`;
  const amountCents = centsOf(dispute.amount) ?? 0;
  const total = creditsOf(amountCents);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [payee, setPayee] = useState('');
  const [payer, setPayer] = useState('');
  const [note, setNote] = useState('');
  const [outcomeError, setOutcomeError] = useState<string | null>(null);
  const [splitError, setSplitError] = useState<string | null>(null);
  const held = dispute.stage === 'held';
  const { payee: paid, payer: paying } = dispute;

  const options: { value: Outcome; label: string; description: string }[] = [
    {
      value: 'release',
      label: t('decision.releaseTo', { name: paid.username }),
      description: held ? t('decision.releaseHeld', { total, name: paid.username }) : t('decision.releaseDone', { total, name: paid.username }),
    },
    {
      value: 'return',
      label: t('decision.returnTo', { name: paying.username }),
      description: held
        ? t('decision.returnHeld', { total, name: paying.username })
        : t('decision.returnDone', { total, name: paying.username, paid: paid.username }),
    },
    { value: 'split', label: t('decision.split'), description: t('decision.splitText', { total }) },
  ];

  /** Typing one part of a split fills in the other. */
  const setPart = (which: 'payee' | 'payer', text: string) => {
    (which === 'payee' ? setPayee : setPayer)(text);
    const cents = centsOf(text);
    if (cents !== null && cents <= amountCents) (which === 'payee' ? setPayer : setPayee)(creditsOf(amountCents - cents));
    setSplitError(null);
  };

  const shares = sharesOf(outcome, amountCents, payee, payer);
  const splitProblem = t('decision.splitProblem', { total });
  const summary = shares
    ? t(held ? 'decision.summaryHeld' : 'decision.summaryDone', { paid: paid.username, payee: creditsOf(shares.payeeCents), paying: paying.username, payer: creditsOf(shares.payerCents) })
    : outcome === 'split'
      ? t('decision.enterBoth', { total })
      : t('decision.chooseOutcome');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return setOutcomeError(t('decision.outcomeRequired'));
    setOutcomeError(null);
    if (outcome === 'split' && (!shares || shares.payeeCents <= 0 || shares.payerCents <= 0 || shares.payeeCents + shares.payerCents !== amountCents)) {
      return setSplitError(splitProblem);
    }
    setSplitError(null);
    const body: DecideDisputeBody =
      outcome === 'split' && shares
        ? { outcome, payeeCredits: creditsOf(shares.payeeCents), payerCredits: creditsOf(shares.payerCents), note: note.trim() }
        : { outcome, note: note.trim() };
    decide.mutate(body, {
      onSuccess: () => toast({ title: t('decision.decided'), description: t('decision.decidedText', { summary }) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('decision.form')}>
      <fieldset aria-describedby={outcomeError ? `${name}-outcome-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">{t('decision.outcome')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer gap-2 rounded-lg border bg-white p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                outcome === option.value ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-300 hover:border-brand-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={outcome === option.value}
                onChange={() => {
                  setOutcome(option.value);
                  setOutcomeError(null);
                }}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink">{option.label}</span>
                <span className="block text-xs text-muted">{option.description}</span>
              </span>
            </label>
          ))}
        </div>
        {outcomeError && <p id={`${name}-outcome-error`} className="mt-1 text-sm font-medium text-red-700">{outcomeError}</p>}
      </fieldset>

      {outcome === 'split' && (
        <fieldset className="space-y-2" aria-describedby={splitError ? `${name}-split-error` : `${name}-split-hint`}>
          <legend className="text-sm font-semibold text-ink">{t('decision.parts')}</legend>
          <p id={`${name}-split-hint`} className="text-sm text-muted">{t('decision.partsHint', { total })}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('decision.toPaid', { name: paid.username })} invalid={Boolean(splitError)}>
              <Input inputMode="decimal" autoComplete="off" value={payee} onChange={(event) => setPart('payee', event.target.value)} />
            </Field>
            <Field label={t(held ? 'decision.backTo' : 'decision.refundedTo', { name: paying.username })} invalid={Boolean(splitError)}>
              <Input inputMode="decimal" autoComplete="off" value={payer} onChange={(event) => setPart('payer', event.target.value)} />
            </Field>
          </div>
          {splitError && <p id={`${name}-split-error`} className="text-sm font-medium text-red-700">{splitError}</p>}
        </fieldset>
      )}

      <Field label={t('decision.note')} optional hint={t('decision.noteHint', { count: note.length, max: formatCount(DISPUTE_LIMITS.noteMax) })}>
        <Textarea value={note} maxLength={DISPUTE_LIMITS.noteMax} onChange={(event) => setNote(event.target.value)} placeholder={t('decision.notePlaceholder')} />
      </Field>

      <p id={summaryId} className="rounded-md bg-slate-50 p-3 text-sm font-medium text-ink" aria-live="polite">
        {summary}
      </p>
      <FormAlert message={decide.isError ? (serverMessage(decide.error) ?? t('decision.failed')) : null} />
      <Button type="submit" disabled={decide.isPending} aria-describedby={summaryId}>
        {decide.isPending ? t('decision.deciding') : t('decision.submit')}
      </Button>
    </form>
  );
}
