import { useState } from 'react';
import { apiPost, serverMessage } from '../../lib/api';
import { answerText, t } from '../../i18n';
import { toast, toastError } from '../../components/ui/toast-store';
import type { ContactBody, ReportBody, SupportRequestReceived } from '@barteraid/events/contracts/support';

/** What each support form sends. */
interface SupportForms {
  '/api/support/contact': ContactBody;
  '/api/support/report': ReportBody;
}

/** Posts a support form; keeps the confirmation or the error next to the form. */
export function useSupportSubmit<Url extends keyof SupportForms>(url: Url) {
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (title: string, description: string) => {
    setError(`${title}: ${description}`);
    toastError(title, description);
  };

  const submit = async (body: SupportForms[Url]) => {
    setPending(true);
    setError(null);
    try {
      const answer = await apiPost<SupportRequestReceived>(url, body);
      setConfirmation(answerText(answer));
      toast({ title: t('support:sent'), description: t('support:sentDescription') });
    } catch (failure) {
      const message = serverMessage(failure);
      if (message) {
        setError(message);
        toastError(t('support:failed'), message);
      } else fail(t('support:failed'), t('support:failedDescription'));
    } finally {
      setPending(false);
    }
  };

  return { error, confirmation, pending, submit, fail, reset: () => setConfirmation(null) };
}

export const MESSAGE_MIN = 10;
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
