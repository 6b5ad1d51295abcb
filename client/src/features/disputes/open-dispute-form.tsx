import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trade } from '@barteraid/events/contracts/trades';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { ApiError, serverMessage } from '../../lib/api';
import { formatCount, formatCredits } from '../../lib/format';
import { t as translate } from '../../i18n';
import { useOpenDispute } from './dispute-api';
import { EvidencePicker, type EvidenceFile } from './evidence-picker';
import { DISPUTE_LIMITS } from './limits';

/** The field a 400 answer names, if any. */
function fieldOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    return parsed && typeof parsed === 'object' && 'field' in parsed && typeof parsed.field === 'string' ? parsed.field : null;
  } catch {
    return null;
  }
}

/** What opening a dispute does to this trade's credits, in the member's words. */
function consequence(trade: Trade): string {
  const amount = translate('disputes:open.amount', { amount: formatCredits(trade.creditAmount) });
  return trade.status === 'completed' ? translate('disputes:open.completed', { amount }) : translate('disputes:open.frozen', { amount });
}

/**
 * Opening a dispute: the reason (20–2,000 characters, counted as you type), up to five photos or
 * PDFs uploaded as they are chosen, then the dispute itself.
 */
export default function OpenDisputeForm({ trade, onCancel, onOpened }: { trade: Trade; onCancel: () => void; onOpened: () => void }) {
  const open = useOpenDispute(trade.id);
  const { t } = useTranslation('disputes');
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<EvidenceFile[]>([]);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const length = reason.trim().length;
  const uploading = files.some((item) => item.status === 'uploading');
  const failed = files.some((item) => item.status === 'failed');
  const count =
    length < DISPUTE_LIMITS.reasonMin
      ? t('open.countShort', { length, min: DISPUTE_LIMITS.reasonMin })
      : t('open.count', { length, max: formatCount(DISPUTE_LIMITS.reasonMax) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length < DISPUTE_LIMITS.reasonMin) return setReasonError(t('open.tooShort', { min: DISPUTE_LIMITS.reasonMin }));
    if (length > DISPUTE_LIMITS.reasonMax) return setReasonError(t('open.tooLong', { max: formatCount(DISPUTE_LIMITS.reasonMax) }));
    setReasonError(null);
    if (uploading) return setFormError(t('open.waitUploads'));
    if (failed) return setFormError(t('open.failedUploads'));
    setFormError(null);
    const evidence = files.flatMap((item) => (item.objectId ? [item.objectId] : []));
    open.mutate(
      { reason: reason.trim(), evidence },
      {
        onSuccess: () => {
          toast({ title: t('open.opened'), description: t('open.openedDescription') });
          onOpened();
        },
        onError: (error) => {
          const message = serverMessage(error) ?? t('open.failed');
          if (fieldOf(error) === 'reason') setReasonError(message);
          else setFormError(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('open.form')}>
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">{consequence(trade)}</p>
      <Field label={t('open.what')} hint={count} error={reasonError}>
        <Textarea
          value={reason}
          maxLength={DISPUTE_LIMITS.reasonMax}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
          placeholder={t('open.placeholder')}
          className="min-h-32"
        />
      </Field>
      <EvidencePicker files={files} onChange={setFiles} disabled={open.isPending} />
      <FormAlert message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>{t('open.cancel')}</Button>
        <Button type="submit" disabled={open.isPending || uploading}>
          {open.isPending ? t('open.opening') : uploading ? t('open.uploading') : t('open.submit')}
        </Button>
      </div>
    </form>
  );
}
