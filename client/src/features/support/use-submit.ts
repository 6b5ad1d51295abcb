import { useState } from 'react';
import { apiPost, serverMessage } from '../../lib/api';
import { toast, toastError } from '../../components/ui/toast-store';
import type { MessageResponse } from '@barteraid/events/contracts/common';

/** Posts a support form; keeps the confirmation or the error next to the form. */
export function useSupportSubmit(url: string) {
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (title: string, description: string) => {
    setError(`${title}: ${description}`);
    toastError(title, description);
  };

  const submit = async (body: Record<string, unknown>) => {
    setPending(true);
    setError(null);
    try {
      const answer = await apiPost<MessageResponse>(url, body);
      setConfirmation(answer.message);
      toast({ title: 'Sent', description: 'Thank you. We have received it.' });
    } catch (failure) {
      const message = serverMessage(failure);
      if (message) {
        setError(message);
        toastError('Submission Failed', message);
      } else fail('Submission Failed', 'We could not send this. Please check your connection and try again.');
    } finally {
      setPending(false);
    }
  };

  return { error, confirmation, pending, submit, fail, reset: () => setConfirmation(null) };
}

export const MESSAGE_MIN = 10;
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
