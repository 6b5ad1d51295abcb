import { useId, useState, type FormEvent } from 'react';
import type { DecideDisputeBody, Dispute } from '@barteraid/events/contracts/disputes';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
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
      label: `Release to ${paid.username}`,
      description: held ? `All ${total} held credits go to ${paid.username}, the paid member.` : `${paid.username} keeps all ${total} credits; nothing goes back.`,
    },
    {
      value: 'return',
      label: `Return to ${paying.username}`,
      description: held
        ? `All ${total} held credits go back to ${paying.username}, the paying member.`
        : `All ${total} credits go back to ${paying.username}, from ${paid.username}’s balance as far as it allows.`,
    },
    { value: 'split', label: 'Split', description: `A part to each member; the two parts must add up to ${total} credits.` },
  ];

  /** Typing one part of a split fills in the other. */
  const setPart = (which: 'payee' | 'payer', text: string) => {
    (which === 'payee' ? setPayee : setPayer)(text);
    const cents = centsOf(text);
    if (cents !== null && cents <= amountCents) (which === 'payee' ? setPayer : setPayee)(creditsOf(amountCents - cents));
    setSplitError(null);
  };

  const shares = sharesOf(outcome, amountCents, payee, payer);
  const splitProblem = `A split needs two amounts above zero that add up to ${total} credits.`;
  const summary = shares
    ? `${paid.username} ${held ? 'receives' : 'keeps'} ${creditsOf(shares.payeeCents)} credits; ${paying.username} ${held ? 'gets back' : 'is refunded'} ${creditsOf(shares.payerCents)} credits.`
    : outcome === 'split'
      ? `Enter both parts: together ${total} credits.`
      : 'Choose an outcome.';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return setOutcomeError('Choose an outcome: release, return or split.');
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
      onSuccess: () => toast({ title: 'Dispute Decided', description: `Both members have been told. ${summary}` }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Decide the dispute">
      <fieldset aria-describedby={outcomeError ? `${name}-outcome-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">Outcome</legend>
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
          <legend className="text-sm font-semibold text-ink">The two parts</legend>
          <p id={`${name}-split-hint`} className="text-sm text-muted">Above zero each, {total} credits together. Typing one fills in the other.</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={`Credits to ${paid.username} (paid member)`} invalid={Boolean(splitError)}>
              <Input inputMode="decimal" autoComplete="off" value={payee} onChange={(event) => setPart('payee', event.target.value)} />
            </Field>
            <Field label={`Credits ${held ? 'back' : 'refunded'} to ${paying.username} (paying member)`} invalid={Boolean(splitError)}>
              <Input inputMode="decimal" autoComplete="off" value={payer} onChange={(event) => setPart('payer', event.target.value)} />
            </Field>
          </div>
          {splitError && <p id={`${name}-split-error`} className="text-sm font-medium text-red-700">{splitError}</p>}
        </fieldset>
      )}

      <Field label="Note to both members" optional hint={`${note.length} of ${DISPUTE_LIMITS.noteMax.toLocaleString('en-US')} characters.`}>
        <Textarea value={note} maxLength={DISPUTE_LIMITS.noteMax} onChange={(event) => setNote(event.target.value)} placeholder="Why you decided this way." />
      </Field>

      <p id={summaryId} className="rounded-md bg-slate-50 p-3 text-sm font-medium text-ink" aria-live="polite">
        {summary}
      </p>
      <FormAlert message={decide.isError ? (serverMessage(decide.error) ?? 'The decision could not be saved. Please try again.') : null} />
      <Button type="submit" disabled={decide.isPending} aria-describedby={summaryId}>
        {decide.isPending ? 'Deciding…' : 'Decide the dispute'}
      </Button>
    </form>
  );
}
