import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PhoneState } from '@barteraid/events/contracts/phone';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { apiJson, serverMessage } from '../../lib/api';
import { answerText } from '../../i18n';

type Answer = { message: string; code?: string; params?: Record<string, string | number> };

const phoneQuery = { queryKey: ['/api/user/phone'] };

/**
 * The member's mobile number for texts: add one and prove it with the 6-digit code sent to it,
 * see the verified number, remove it, and turn texts back on after a STOP (or off).
 */
export function MobileNumber() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const state = useQuery<PhoneState>(phoneQuery);
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries(phoneQuery);

  const send = useMutation({
    mutationFn: () => apiJson<Answer & { phone: string }>('POST', '/api/user/phone', { phone: typed }),
    onSuccess: (answer) => {
      setSentTo(answer.phone);
      setNotice(answerText(answer));
    },
  });
  const confirm = useMutation({
    mutationFn: () => apiJson<Answer>('POST', '/api/user/phone/confirm', { code }),
    onSuccess: async (answer) => {
      setNotice(answerText(answer));
      setSentTo(null);
      setCode('');
      setTyped('');
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => apiJson<Answer>('DELETE', '/api/user/phone'),
    onSuccess: async (answer) => {
      setNotice(answerText(answer));
      await refresh();
    },
  });
  const texts = useMutation({
    mutationFn: (on: boolean) => apiJson<Answer>('PUT', '/api/user/phone/texts', { on }),
    onSuccess: async (answer) => {
      setNotice(answerText(answer));
      await refresh();
    },
  });

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate();
  };
  const failed = [send, confirm, remove, texts].find((mutation) => mutation.isError);

  if (state.isPending) return <Spinner label={t('phone.loading')} />;
  if (state.isError) return <FormAlert message={t('phone.loadFailed')} />;
  const { phone, textsStopped } = state.data;

  return (
    <div className="grid gap-4">
      {notice && (
        <p role="status" className="text-sm text-ink">
          {notice}
        </p>
      )}
      {phone && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
          <p className="min-w-0 text-ink">
            <span className="font-medium">{phone}</span> <span className="text-sm text-muted">{t('phone.verified')}</span>
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {t('phone.remove')}
          </Button>
        </div>
      )}
      {textsStopped ? (
        <div className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
          <p className="text-sm text-brand-900">{t('phone.stopped')}</p>
          <div>
            <Button type="button" size="sm" onClick={() => texts.mutate(true)} disabled={texts.isPending}>
              {t('phone.turnOn')}
            </Button>
          </div>
        </div>
      ) : (
        phone && (
          <div>
            <Button type="button" variant="outline" size="sm" onClick={() => texts.mutate(false)} disabled={texts.isPending}>
              {t('phone.turnOff')}
            </Button>
          </div>
        )
      )}
      {!sentTo ? (
        <form onSubmit={onSend} className="grid gap-3" noValidate>
          <Field label={phone ? t('phone.change') : t('phone.number')} hint={t('phone.hint')}>
            <Input type="tel" inputMode="tel" autoComplete="tel" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </Field>
          <Button type="submit" disabled={send.isPending || typed.trim() === ''} className="w-full sm:w-fit">
            {send.isPending ? t('phone.sending') : t('phone.send')}
          </Button>
        </form>
      ) : (
        <form onSubmit={onConfirm} className="grid gap-3" noValidate>
          <Field label={t('phone.code')} hint={t('phone.codeHint', { phone: sentTo })}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
          </Field>
          <Button type="submit" disabled={confirm.isPending || code.trim() === ''} className="w-full sm:w-fit">
            {confirm.isPending ? t('phone.confirming') : t('phone.confirm')}
          </Button>
        </form>
      )}
      {failed && <FormAlert message={serverMessage(failed.error) ?? t('phone.failed')} />}
    </div>
  );
}
