import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { FormAlert } from '../../components/ui/form-alert';
import { toast, toastError } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { SESSION_KEY } from '../../lib/session';
import { applyForMembership } from './membership-api';
import { membershipQueries } from './queries';
import type { TierInfo } from './tiers';

/** A guest trial starts at once with a valid invitation code; the free tiers are reviewed by staff. */
export function ApplicationForm({ tier, onCancel }: { tier: TierInfo; onCancel: () => void }) {
  const isTrial = tier.id === 'guest_trial';
  const queryClient = useQueryClient();
  const { t } = useTranslation('membership');
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
        ? fail(t('application.codeRequired'), t('application.codeRequiredText'))
        : fail(t('application.incomplete'), t('application.incompleteText'));
    }
    setError(null);
    setPending(true);
    try {
      const answer = await applyForMembership(isTrial ? { tier: tier.id, invitationCode: value.trim() } : { tier: tier.id, reason: value.trim() });
      if (answer.status === 'trial_granted') {
        const date = formatDateTime(answer.trialExpiresAt, { year: 'numeric', month: 'long', day: 'numeric' });
        setDone(t('application.trialGranted', { date }));
        toast({ title: t('application.trialGrantedTitle'), description: t('application.trialGrantedText') });
      } else {
        setDone(t('application.submitted'));
        toast({ title: t('application.submittedTitle'), description: t('application.submittedText') });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membershipQueries.status().queryKey }),
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
    } catch (failure) {
      const message = serverMessage(failure) ?? t('application.failed');
      const [title, ...rest] = message.split(': ');
      if (rest.length) fail(title!, rest.join(': '));
      else fail(t('application.failedTitle'), message);
    } finally {
      setPending(false);
    }
  };

  if (done) return <FormAlert tone="success" message={done} />;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <h2 className="text-xl font-semibold text-ink">{t('application.title', { tier: t(`tierNames.${tier.id}`) })}</h2>
      <FormAlert message={error} />
      {isTrial ? (
        <Field label={t('application.code')} hint={t('application.codeHint')}>
          <Input value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus />
        </Field>
      ) : (
        <Field label={t('application.why')} hint={t('application.whyHint')}>
          <Textarea value={value} onChange={(event) => setValue(event.target.value)} maxLength={2000} autoFocus />
        </Field>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>{pending ? t('application.sending') : isTrial ? t('application.startTrial') : t('application.submit')}</Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>{t('application.cancel')}</Button>
      </div>
    </form>
  );
}
