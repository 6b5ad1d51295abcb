import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import type { LeaveReferenceBody, ReferenceLeftAnswer, TradeReferences } from '@barteraid/events/contracts/references';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { apiPost, newIdempotencyKey, serverMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { longDate } from './format';
import { profileQueries } from './queries';
import { ReferenceItem } from './reference-item';

/** Limits the server checks too (`REFERENCE_LIMITS` of the events package). */
const COMMENT_MAX = 1000;
const STARS = [1, 2, 3, 4, 5] as const;

/** Five radio buttons drawn as stars: arrow keys move between them, each is read as "3 stars". */
function StarPicker({ value, onChange, error }: { value: number | null; onChange: (rating: number) => void; error: string | null }) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">Rating</legend>
      <div className="mt-1 flex gap-1" onMouseLeave={() => setHovered(null)}>
        {STARS.map((star) => (
          <label key={star} className="relative flex h-11 w-11 cursor-pointer items-center justify-center" onMouseEnter={() => setHovered(star)}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'h-8 w-8 rounded-md peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
                star <= lit ? 'fill-amber-400 text-amber-600' : 'fill-none text-slate-500',
              )}
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
      </div>
      <p className="text-sm text-muted" aria-hidden="true">{value ? `${value} of 5 stars` : 'Choose 1 to 5 stars.'}</p>
      {error && <p id={errorId} className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

function ReferenceForm({ trade }: { trade: TradeReferences }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  // One key per reference being written: sending it again after an error cannot write it twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const leave = useMutation({
    mutationFn: (body: LeaveReferenceBody) =>
      apiPost<ReferenceLeftAnswer>(`/api/trades/${encodeURIComponent(trade.tradeId)}/references`, body, { idempotencyKey }),
    onSuccess: async (answer) => {
      toast({ title: 'Reference Saved', description: answer.message });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueries.trade(trade.tradeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueries.all() }),
      ]);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setRatingError('Choose a rating from 1 to 5 stars.');
    setRatingError(null);
    leave.mutate({ rating, comment: comment.trim() });
  };
  const remaining = COMMENT_MAX - comment.length;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={`Reference for ${trade.subject.username}`}>
      <p className="text-sm text-muted">
        {trade.subject.username} will not see your reference until they have written theirs or the time to leave one ends
        {trade.closesAt ? <> on <time dateTime={trade.closesAt}>{longDate(trade.closesAt)}</time></> : null}.
        {trade.theirsHidden && ` ${trade.subject.username} has already written theirs: you will see it once yours is saved.`}
      </p>
      <StarPicker value={rating} onChange={(value) => { setRating(value); setRatingError(null); }} error={ratingError} />
      <Field label="Comment" optional hint={`${remaining} characters left.`}>
        <Textarea value={comment} maxLength={COMMENT_MAX} onChange={(event) => setComment(event.target.value)} placeholder="How did the trade go?" />
      </Field>
      <FormAlert message={leave.isError ? (serverMessage(leave.error) ?? 'The reference could not be saved. Please try again.') : null} />
      <Button type="submit" disabled={leave.isPending}>{leave.isPending ? 'Saving…' : 'Leave reference'}</Button>
    </form>
  );
}

/**
 * References on one completed trade for the signed-in party: the form while they may leave one,
 * then theirs and the other party's once it shows. Shows nothing before the trade is completed.
 */
export function LeaveReference({ tradeId }: { tradeId: string }) {
  const references = useQuery({ ...profileQueries.trade(tradeId), staleTime: 0 });
  const headingId = useId();
  if (references.isLoading) return <Spinner label="Loading references…" className="py-4" />;
  if (references.isError || !references.data) {
    return (
      <div className="py-2">
        <p className="text-sm text-muted">References for this trade could not be loaded.</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void references.refetch()}>Try again</Button>
      </div>
    );
  }
  const trade = references.data;
  if (trade.status === 'not_completed') return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {trade.status === 'open' ? `Leave a reference for ${trade.subject.username}` : 'References'}
      </h2>
      {trade.status === 'open' && <ReferenceForm trade={trade} />}
      {trade.status === 'closed' && <p className="text-sm text-muted">The 14 days to leave a reference for this trade have passed.</p>}
      {trade.mine && (
        <div>
          <h3 className="text-sm font-semibold text-muted">Your reference for {trade.subject.username}</h3>
          <ReferenceItem reference={trade.mine} showAuthor={false} />
        </div>
      )}
      {trade.theirs ? (
        <div>
          <h3 className="text-sm font-semibold text-muted">{trade.subject.username}’s reference for you</h3>
          <ReferenceItem reference={trade.theirs} showAuthor={false} />
        </div>
      ) : (
        trade.status === 'left' && (
          <p className="text-sm text-muted">
            {trade.subject.username} has not written a reference for you.
            {trade.closesAt && Date.parse(trade.closesAt) > Date.now() && (
              <> They can until <time dateTime={trade.closesAt}>{longDate(trade.closesAt)}</time>.</>
            )}
          </p>
        )
      )}
    </section>
  );
}
