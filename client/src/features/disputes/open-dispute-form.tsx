import { useState, type FormEvent } from 'react';
import type { Trade } from '@barteraid/events/contracts/trades';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/toast-store';
import { ApiError, serverMessage } from '../../lib/api';
import { formatCredits } from '../../lib/format';
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
  const amount = `${formatCredits(trade.creditAmount)} credits`;
  return trade.status === 'completed'
    ? `This trade is completed. An administrator reads the trade, its messages and your evidence, and decides whether any of the ${amount} go back to the member who paid.`
    : `The ${amount} held for this trade are frozen: nobody can release, return or cancel them until an administrator decides who gets what.`;
}

/**
 * Opening a dispute: the reason (20–2,000 characters, counted as you type), up to five photos or
 * PDFs uploaded as they are chosen, then the dispute itself.
 */
export default function OpenDisputeForm({ trade, onCancel, onOpened }: { trade: Trade; onCancel: () => void; onOpened: () => void }) {
  const open = useOpenDispute(trade.id);
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<EvidenceFile[]>([]);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const length = reason.trim().length;
  const uploading = files.some((item) => item.status === 'uploading');
  const failed = files.some((item) => item.status === 'failed');
  const count =
    length < DISPUTE_LIMITS.reasonMin
      ? `${length} of at least ${DISPUTE_LIMITS.reasonMin} characters.`
      : `${length} of ${DISPUTE_LIMITS.reasonMax.toLocaleString('en-US')} characters.`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length < DISPUTE_LIMITS.reasonMin) return setReasonError(`Please describe the problem in at least ${DISPUTE_LIMITS.reasonMin} characters.`);
    if (length > DISPUTE_LIMITS.reasonMax) return setReasonError(`Reason must be at most ${DISPUTE_LIMITS.reasonMax.toLocaleString('en-US')} characters.`);
    setReasonError(null);
    if (uploading) return setFormError('Please wait until your files have uploaded.');
    if (failed) return setFormError('Some files could not be uploaded: try them again or remove them.');
    setFormError(null);
    const evidence = files.flatMap((item) => (item.objectId ? [item.objectId] : []));
    open.mutate(
      { reason: reason.trim(), evidence },
      {
        onSuccess: () => {
          toast({ title: 'Dispute Opened', description: 'An administrator will review it. You can follow it and add details on the dispute page.' });
          onOpened();
        },
        onError: (error) => {
          const message = serverMessage(error) ?? 'The dispute could not be opened. Please try again.';
          if (fieldOf(error) === 'reason') setReasonError(message);
          else setFormError(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Open a dispute">
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">{consequence(trade)}</p>
      <Field label="What went wrong?" hint={count} error={reasonError}>
        <Textarea
          value={reason}
          maxLength={DISPUTE_LIMITS.reasonMax}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
          placeholder="What was agreed, what happened, and what would put it right."
          className="min-h-32"
        />
      </Field>
      <EvidencePicker files={files} onChange={setFiles} disabled={open.isPending} />
      <FormAlert message={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>Cancel</Button>
        <Button type="submit" disabled={open.isPending || uploading}>
          {open.isPending ? 'Opening…' : uploading ? 'Uploading files…' : 'Open dispute'}
        </Button>
      </div>
    </form>
  );
}
