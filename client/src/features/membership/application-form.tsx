import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { formatDate } from './format';
import { SESSION_KEY } from '../../lib/session';
import { applyForMembership } from './membership-api';
import { membershipQueries } from './queries';
import type { TierInfo } from './tiers';

/** A guest trial starts at once with a valid invitation code; the free tiers are reviewed by staff. */
export function ApplicationForm({ tier, onCancel }: { tier: TierInfo; onCancel: () => void }) {
  const isTrial = tier.id === 'guest_trial';
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (title: string, description: string) => {
    setError(`${title}: ${description}`);
    toastError(title, description);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      return isTrial
        ? fail('Invitation Code Required', 'Please enter a valid invitation code.')
        : fail('Incomplete Application', 'Please provide a reason for your application.');
    }
    setError(null);
    setPending(true);
    try {
      const answer = await applyForMembership(isTrial ? { tier: tier.id, invitationCode: value.trim() } : { tier: tier.id, reason: value.trim() });
      if (answer.status === 'trial_granted') {
        setDone(`Trial Access Granted! Enjoy full access until ${formatDate(answer.trialExpiresAt)}.`);
        toast({ title: 'Trial Access Granted!', description: 'Enjoy 60 days of full access to BarterAid.' });
      } else {
        setDone('Application Submitted. We will review it within 3-5 business days.');
        toast({ title: 'Application Submitted', description: 'We will review your application within 3-5 business days.' });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipQueries.status().queryKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
    } catch (failure) {
      const message = serverMessage(failure) ?? 'Something went wrong. Please try again.';
      const [title, ...rest] = message.split(': ');
      if (rest.length) fail(title!, rest.join(': '));
      else fail('Application Failed', message);
    } finally {
      setPending(false);
    }
  };

  if (done) return <FormAlert tone="success" message={done} />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold text-ink">Apply for {tier.name}</h2>
      <FormAlert message={error} />
      {isTrial ? (
        <Field label="Invitation code" hint="The code from your invitation, for example WELCOME-TRIAL.">
          <Input value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus />
        </Field>
      ) : (
        <Field label="Why are you applying?" hint="Tell us briefly about your situation or organisation. You will verify with documents next.">
          <Textarea value={value} onChange={(event) => setValue(event.target.value)} maxLength={2000} autoFocus />
        </Field>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>{pending ? 'Sending…' : isTrial ? 'Start Trial' : 'Submit Application'}</Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>Cancel</Button>
      </div>
    </form>
  );
}
