import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Input } from '../../components/ui/input';
import { apiPost, errorBody, newIdempotencyKey, serverMessage } from '../../lib/api';
import type { AdminCreditLine, ReliefLine } from '@barteraid/events/contracts/admin-member';
import { formatDateTime } from '../../lib/format';
import { day } from './admin-tables';
import { adminQueries } from './queries';

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 text-sm text-ink align-top';
const mono = 'font-mono text-xs';
/** Several changes can fall on one day: their time tells them apart. */
const moment = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

const reasons = ['tier', 'policy', 'earned', 'relief_granted', 'relief_ended', 'suspended', 'closed'] as const;
const endings = ['expired', 'suspended', 'closed'] as const;

/** An event as the table names it: its revision on the member's ledger and the start of its id. */
const eventLabel = (provenance: { eventId: string; streamRevision: number }) => `#${provenance.streamRevision} · ${provenance.eventId.slice(0, 8)}`;

/** Tomorrow as YYYY-MM-DD in the admin's time zone: the earliest end date the form offers. */
function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 60 * 60 * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Grant a time-boxed relief line (`POST /api/admin/members/:id/relief-lines`); it ends at the end of the chosen day. */
function GrantReliefForm({ memberId, verified }: { memberId: string; verified: boolean }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ amount: '', reason: '', endsOn: '' });
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string; field?: string } | null>(null);
  // A retry of the same grant after a failure reuses its key, so a grant that went through is not made twice.
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = !form.amount.trim() ? 'amount' : !form.reason.trim() ? 'reason' : !form.endsOn ? 'endsAt' : null;
    if (missing) return setOutcome({ tone: 'error', message: t('creditLine.missing'), field: missing });
    const body = { amount: form.amount.trim(), reason: form.reason.trim(), endsAt: new Date(`${form.endsOn}T23:59:59`).toISOString() };
    const bodyText = JSON.stringify(body);
    if (lastAttempt.current?.body !== bodyText) lastAttempt.current = { body: bodyText, key: newIdempotencyKey() };
    setPending(true);
    setOutcome(null);
    try {
      const granted = await apiPost<{ amount: string; creditLine: string }>(`/api/admin/members/${memberId}/relief-lines`, body, { idempotencyKey: lastAttempt.current.key });
      lastAttempt.current = null;
      setOutcome({ tone: 'success', message: t('creditLine.granted', { amount: granted.amount, line: granted.creditLine }) });
      setForm({ amount: '', reason: '', endsOn: '' });
      await queryClient.invalidateQueries({ queryKey: adminQueries.member(memberId).queryKey });
      void queryClient.invalidateQueries({ queryKey: adminQueries.stats().queryKey });
    } catch (error) {
      setOutcome({ tone: 'error', message: serverMessage(error) ?? t('creditLine.grantFailed'), field: errorBody(error)?.field });
    } finally {
      setPending(false);
    }
  };
  const invalid = (field: string) => outcome?.tone === 'error' && outcome.field === field;
  return (
    <Card className="p-4 sm:p-5">
      <h3 id="relief-form-heading" className="text-lg font-semibold text-ink">{t('creditLine.grantTitle')}</h3>
      <p className="mt-1 text-sm text-muted">{verified ? t('creditLine.grantIntro') : t('creditLine.grantUnverified')}</p>
      <form onSubmit={submit} noValidate aria-labelledby="relief-form-heading" className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={t('creditLine.amount')} hint={t('creditLine.amountHint')} invalid={invalid('amount')}>
          <Input type="number" name="amount" inputMode="decimal" step="0.01" min="0.01" value={form.amount} onChange={(event) => setForm({ ...form, amount: event.target.value })} />
        </Field>
        <Field label={t('creditLine.endsOn')} hint={t('creditLine.endsOnHint')} invalid={invalid('endsAt')}>
          <Input type="date" name="endsOn" min={tomorrow()} value={form.endsOn} onChange={(event) => setForm({ ...form, endsOn: event.target.value })} />
        </Field>
        <Field label={t('creditLine.reason')} hint={t('creditLine.reasonHint')} invalid={invalid('reason')} className="sm:col-span-2">
          <Input name="reason" maxLength={500} value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} />
        </Field>
        <div className="space-y-3 sm:col-span-2">
          <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />
          <Button type="submit" disabled={pending}>{pending ? t('creditLine.granting') : t('creditLine.grant')}</Button>
        </div>
      </form>
    </Card>
  );
}

function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50"><tr>{head.map((cell) => <th key={cell} scope="col" className={th}>{cell}</th>)}</tr></thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

function ReliefLines({ lines }: { lines: ReliefLine[] }) {
  const { t } = useTranslation('admin');
  if (lines.length === 0) return <p className="text-muted">{t('creditLine.noRelief')}</p>;
  return (
    <ul className="space-y-2" aria-label={t('creditLine.reliefLabel')}>
      {lines.map((relief) => (
        <li key={relief.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="relief-line">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            <span className="tabular-nums">{t('creditLine.reliefAmount', { amount: relief.amount })}</span>
            {relief.endedAt === null ? (
              <Badge tone="success">{t('creditLine.open')}</Badge>
            ) : (
              <Badge>{t(`creditLine.ended.${endings.find((each) => each === relief.endedReason) ?? 'expired'}`)}</Badge>
            )}
          </p>
          <p className="break-words text-ink">{relief.reason}</p>
          <p className="text-muted">
            {t('creditLine.grantedBy', { name: relief.grantedBy, date: day(relief.grantedAt) })}
            {' · '}
            {relief.endedAt === null ? t('creditLine.endsAt', { date: day(relief.endsAt) }) : t('creditLine.endedAt', { date: day(relief.endedAt) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's credit line on their admin page: its parts, relief lines (open and ended) with the
 * form to grant one, and every change with the event it came from (who, why, when).
 */
export function CreditLineSection({ memberId, verified, creditLine, onOpenEvent }: { memberId: string; verified: boolean; creditLine: AdminCreditLine; onOpenEvent(id: string): void }) {
  const { t } = useTranslation('admin');
  const parts: [string, string][] = [
    [t('creditLine.tier'), creditLine.parts.tier],
    [t('creditLine.earned'), creditLine.parts.earned],
    [t('creditLine.relief'), creditLine.parts.relief],
  ];
  return (
    <section aria-labelledby="credit-line-heading" className="min-w-0 space-y-4">
      <h2 id="credit-line-heading" className="text-xl font-semibold text-ink">{t('creditLine.heading')}</h2>
      <Card className="p-4 sm:p-5">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5" data-testid="credit-line-parts">
          {parts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums text-ink">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-muted">{t('creditLine.total')}</dt>
            <dd className="text-lg font-bold tabular-nums text-ink" data-testid="credit-line-total">{creditLine.line}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('creditLine.ceiling')}</dt>
            <dd className="text-lg font-semibold tabular-nums text-ink">{creditLine.ceiling ?? t('creditLine.noCeiling')}</dd>
          </div>
        </dl>
      </Card>
      <h3 className="text-lg font-semibold text-ink">{t('creditLine.reliefHeading')}</h3>
      <ReliefLines lines={creditLine.reliefLines} />
      <GrantReliefForm memberId={memberId} verified={verified} />
      <h3 className="text-lg font-semibold text-ink">{t('creditLine.changesHeading')}</h3>
      {creditLine.changes.length === 0 ? <p className="text-muted">{t('creditLine.noChanges')}</p> : (
        <Table label={t('creditLine.changesLabel')} head={[t('creditLine.when'), t('creditLine.why'), t('creditLine.line'), t('creditLine.parts'), t('creditLine.by'), t('creditLine.event')]}>
          {creditLine.changes.map((change) => (
            <tr key={change.provenance.eventId} data-testid="credit-line-change">
              <td className={`${td} whitespace-nowrap`}><time dateTime={change.at}>{moment(change.at)}</time></td>
              <td className={`${td} min-w-40`}>{t(`creditLine.reasons.${reasons.find((each) => each === change.reason) ?? 'policy'}`)}</td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{t('creditLine.fromTo', { from: change.previousLine, to: change.line })}</td>
              <td className={`${td} whitespace-nowrap tabular-nums`}>{t('creditLine.partsText', change.parts)}</td>
              <td className={td}>{change.changedBy ?? t('creditLine.system')}</td>
              <td className={`${td} whitespace-nowrap`}>
                {/* The member's own ledger stream: its revision and the event's id, whole in the dialog it opens. */}
                <button
                  type="button"
                  onClick={() => onOpenEvent(change.provenance.eventId)}
                  className={`${mono} text-brand-700 underline`}
                  title={`${change.provenance.stream} @ ${change.provenance.streamRevision}`}
                  aria-label={t('creditLine.openEvent', { name: eventLabel(change.provenance), id: change.provenance.eventId })}
                >
                  {eventLabel(change.provenance)}
                </button>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {creditLine.overrides.length > 0 && (
        <>
          <h3 className="text-lg font-semibold text-ink">{t('creditLine.overridesHeading')}</h3>
          <Table label={t('creditLine.overridesHeading')} head={[t('creditLine.when'), t('creditLine.pastLine'), t('creditLine.by'), t('creditLine.why')]}>
            {creditLine.overrides.map((override) => (
              <tr key={override.id}>
                <td className={`${td} whitespace-nowrap`}><time dateTime={override.at}>{moment(override.at)}</time></td>
                <td className={`${td} tabular-nums`}>{override.amount}</td>
                <td className={td}>{override.admin}</td>
                <td className={`${td} min-w-48`}>{override.reason}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </section>
  );
}
