import { Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { answerText } from '../../i18n';
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
  const { t } = useTranslation('profiles');
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-ink">{t('leave.rating')}</legend>
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
            <span className="sr-only">{star === 1 ? t('leave.oneStar') : t('leave.stars', { count: star })}</span>
          </label>
        ))}
      </div>
      <p className="text-sm text-muted" aria-hidden="true">{value ? t('leave.ofFive', { count: value }) : t('leave.choose')}</p>
      {error && <p id={errorId} className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

function ReferenceForm({ trade }: { trade: TradeReferences }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('profiles');
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  // One key per reference being written: sending it again after an error cannot write it twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const leave = useMutation({
    mutationFn: (body: LeaveReferenceBody) =>
      apiPost<ReferenceLeftAnswer>(`/api/trades/${encodeURIComponent(trade.tradeId)}/references`, body, { idempotencyKey }),
    onSuccess: async (answer) => {
      toast({ title: t('leave.saved'), description: answerText(answer) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueries.trade(trade.tradeId).queryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueries.all() }),
      ]);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setRatingError(t('leave.chooseRating'));
    setRatingError(null);
    leave.mutate({ rating, comment: comment.trim() });
  };
  const remaining = COMMENT_MAX - comment.length;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('leave.form', { username: trade.subject.username })}>
      <p className="text-sm text-muted">
        {t('leave.notSeen', { username: trade.subject.username })}
        {trade.closesAt ? <>{t('leave.on')}<time dateTime={trade.closesAt}>{longDate(trade.closesAt)}</time></> : null}
        {t('leave.end')}
        {trade.theirsHidden && t('leave.theirsHidden', { username: trade.subject.username })}
      </p>
      <StarPicker value={rating} onChange={(value) => { setRating(value); setRatingError(null); }} error={ratingError} />
      <Field label={t('leave.comment')} optional hint={t('leave.left', { count: remaining })}>
        <Textarea value={comment} maxLength={COMMENT_MAX} onChange={(event) => setComment(event.target.value)} placeholder={t('leave.placeholder')} />
      </Field>
      <FormAlert message={leave.isError ? (serverMessage(leave.error) ?? t('leave.failed')) : null} />
      <Button type="submit" disabled={leave.isPending}>{leave.isPending ? t('leave.saving') : t('leave.submit')}</Button>
    </form>
  );
}

/**
 * References on one completed trade for the signed-in party: the form while they may leave one,
 * then theirs and the other party's once it shows. Shows nothing before the trade is completed.
 */
export function LeaveReference({ tradeId }: { tradeId: string }) {
  // Its texts are their own chunk: the trade panel around it keeps showing while they load.
  return (
    <Suspense fallback={<Spinner className="py-4" />}>
      <TradeReferencesView tradeId={tradeId} />
    </Suspense>
  );
}

function TradeReferencesView({ tradeId }: { tradeId: string }) {
  const references = useQuery({ ...profileQueries.trade(tradeId), staleTime: 0 });
  const headingId = useId();
  const { t } = useTranslation('profiles');
  if (references.isLoading) return <Spinner label={t('leave.loading')} className="py-4" />;
  if (references.isError || !references.data) {
    return (
      <div className="py-2">
        <p className="text-sm text-muted">{t('leave.loadFailed')}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void references.refetch()}>{t('tryAgain')}</Button>
      </div>
    );
  }
  const trade = references.data;
  if (trade.status === 'not_completed') return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {trade.status === 'open' ? t('leave.title', { username: trade.subject.username }) : t('leave.references')}
      </h2>
      {trade.status === 'open' && <ReferenceForm trade={trade} />}
      {trade.status === 'closed' && <p className="text-sm text-muted">{t('leave.closed')}</p>}
      {trade.mine && (
        <div>
          <h3 className="text-sm font-semibold text-muted">{t('leave.yours', { username: trade.subject.username })}</h3>
          <ReferenceItem reference={trade.mine} showAuthor={false} />
        </div>
      )}
      {trade.theirs ? (
        <div>
          <h3 className="text-sm font-semibold text-muted">{t('leave.theirs', { username: trade.subject.username })}</h3>
          <ReferenceItem reference={trade.theirs} showAuthor={false} />
        </div>
      ) : (
        trade.status === 'left' && (
          <p className="text-sm text-muted">
            {t('leave.notWritten', { username: trade.subject.username })}
            {trade.closesAt && Date.parse(trade.closesAt) > Date.now() && (
              <>{t('leave.canUntil')}<time dateTime={trade.closesAt}>{longDate(trade.closesAt)}</time>{t('leave.end')}</>
            )}
          </p>
        )
      )}
    </section>
  );
}
