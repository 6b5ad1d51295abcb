import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import type { TierInfo } from './tiers';

/** Applications are reviewed by staff; a trial starts at once with a valid-looking code. */
export function ApplicationForm({ tier, onCancel }: { tier: TierInfo; onCancel: () => void }) {
  const isTrial = tier.id === 'guest_trial';
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      const [title, description] = isTrial
        ? ['Invitation Code Required', 'Please enter a valid invitation code.']
        : ['Incomplete Application', 'Please provide a reason for your application.'];
      setError(`${title}: ${description}`);
      toastError(title, description);
      return;
    }
    setError(null);
    if (isTrial) {
      setDone('Trial Access Granted! Enjoy 60 days of full access.');
      toast({ title: 'Trial Access Granted!', description: 'Enjoy 60 days of full access to BarterAid.' });
    } else {
      setDone('Application Submitted. We will review it within 3-5 business days.');
      toast({ title: 'Application Submitted', description: 'We will review your application within 3-5 business days.' });
    }
  };

  if (done) return <FormAlert tone="success" message={done} />;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold text-ink">Apply for {tier.name}</h2>
      <FormAlert message={error} />
      {isTrial ? (
        <Field label="Invitation code">
          <Input value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
        </Field>
      ) : (
        <Field label="Why are you applying?" hint="Tell us briefly about your situation or organisation. You will verify with documents next.">
          <Textarea value={value} onChange={(event) => setValue(event.target.value)} />
        </Field>
      )}
      <div className="flex gap-2">
        <Button type="submit">{isTrial ? 'Start Trial' : 'Submit Application'}</Button>
        <Button variant="outline" onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
