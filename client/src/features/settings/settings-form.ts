import { useState } from 'react';
import { serverMessage } from '../../lib/api';
import { fieldOfError } from './field-of-error';

export interface FormStatus {
  tone: 'error' | 'success';
  message: string;
  /** The control a refusal names (`{message, field}`), marked invalid. */
  field: string | null;
}

/**
 * What every form on /settings keeps: its values, whether it is sending, and the outcome to show —
 * the server's message on success, its `{message, field}` on a refusal (or `failed` when it sent none).
 */
export function useSettingsForm<F extends Record<string, string>>(initial: F, failed: string) {
  const [form, setForm] = useState<F>(initial);
  const [status, setStatus] = useState<FormStatus | null>(null);
  const [pending, setPending] = useState(false);

  const input = (key: keyof F & string) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
  });
  const invalid = (key: string) => status?.tone === 'error' && status.field === key;
  const refuse = (message: string, field: keyof F & string) => setStatus({ tone: 'error', message, field });

  /** Sends the form: `send` resolves with the message to show, and the form is cleared to `after` if given. */
  const submit = async (send: () => Promise<string>, after?: F) => {
    setPending(true);
    setStatus(null);
    try {
      const message = await send();
      if (after) setForm(after);
      setStatus({ tone: 'success', message, field: null });
    } catch (error) {
      setStatus({ tone: 'error', message: serverMessage(error) ?? failed, field: fieldOfError(error) });
    } finally {
      setPending(false);
    }
  };

  return { form, setForm, status, pending, input, invalid, refuse, submit };
}
