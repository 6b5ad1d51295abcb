import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { storedText } from '../../i18n/stored-text';
import { formatDateTime } from '../../lib/format';
import type { AdminMember, LedgerActor, LedgerLine } from '@barteraid/events/contracts/admin-member';
import { ledgerCsvUrl } from './paths';

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted';
const td = 'px-3 py-2 text-sm text-ink align-top';
const mono = 'whitespace-nowrap font-mono text-xs';

const kindTone = { earned: 'success', spent: 'danger', hold: 'warning', release: 'brand' } as const;
const when = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * Every ledger entry of the member, oldest first, each with the event that recorded it and where
 * that sits in the log; an event id opens the event. The table scrolls inside its own box.
 */
/** Whether the event log behind these lines was last found whole (its hash chains and anchor), and when. */
function LedgerCheck({ check }: { check: AdminMember['ledgerCheck'] }) {
  const { t } = useTranslation('admin');
  if (!check) return <p className="text-sm text-muted">{t('ledger.notVerified')}</p>;
  if (check.ok) {
    return (
      <p className="text-sm text-emerald-800">
        {t('ledger.verified')} <time dateTime={check.verifiedAt}>{when(check.verifiedAt)}</time>{t('ledger.through', { position: check.throughPosition })}
      </p>
    );
  }
  const where = check.stream ? t('ledger.at', { stream: check.stream, revision: check.revision }) : t('ledger.anchor');
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {t('ledger.check')} <time dateTime={check.verifiedAt}>{when(check.verifiedAt)}</time>{t('ledger.broken', { where, problem: check.problem })}
    </p>
  );
}

export function LedgerTable({ memberId, lines, check, onOpenEvent }: { memberId: string; lines: LedgerLine[]; check: AdminMember['ledgerCheck']; onOpenEvent(id: string): void }) {
  const { t } = useTranslation('admin');
  const role = (actor: LedgerActor['role']) => t(`ledger.roles.${actor}`);
  return (
    <section aria-labelledby="ledger-heading" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-heading" className="text-xl font-semibold text-ink">{t('ledger.heading')}</h2>
        <a
          href={ledgerCsvUrl(memberId)}
          download
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-brand-600"
        >
          <Download aria-hidden="true" className="h-4 w-4" /> {t('ledger.download')}
        </a>
      </div>
      <div className="mt-2">
        <LedgerCheck check={check} />
      </div>
      {lines.length === 0 ? (
        <p className="mt-3 text-muted">{t('ledger.none')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white" tabIndex={0} role="region" aria-label={t('ledger.tableLabel')}>
          <table className="w-full">
            <caption className="sr-only">{t('ledger.caption')}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th className={th}>{t('ledger.time')}</th><th className={th}>{t('ledger.kind')}</th><th className={th}>{t('ledger.amount')}</th><th className={th}>{t('ledger.balanceAfter')}</th>
                <th className={th}>{t('ledger.reason')}</th><th className={th}>{t('ledger.actor')}</th><th className={th}>{t('ledger.event')}</th><th className={th}>{t('ledger.stream')}</th>
                <th className={th}>{t('ledger.revision')}</th><th className={th}>{t('ledger.position')}</th><th className={th}>{t('ledger.correlation')}</th><th className={th}>{t('ledger.causation')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lines.map((line) => (
                <tr key={line.provenance.eventId} data-event-type={line.provenance.eventType ?? undefined}>
                  <td className={`${td} whitespace-nowrap`}><time dateTime={line.at}>{when(line.at)}</time></td>
                  <td className={td}><Badge tone={kindTone[line.kind as keyof typeof kindTone] ?? 'neutral'}>{line.kind in kindTone ? t(`ledger.kinds.${line.kind as keyof typeof kindTone}`) : line.kind}</Badge></td>
                  <td className={`${td} tabular-nums`}>{line.amount}</td>
                  <td className={`${td} tabular-nums`}>{line.balanceAfter ?? '—'}</td>
                  <td className={`${td} min-w-48`}>{storedText(line.reason, line.reasonMessage)}</td>
                  <td className={`${td} whitespace-nowrap`}>{storedText(line.actor.name, line.actor.nameMessage)} <span className="text-muted">({role(line.actor.role)})</span></td>
                  <td className={td}>
                    <button type="button" onClick={() => onOpenEvent(line.provenance.eventId)} className={`${mono} text-brand-700 underline`} aria-label={t('ledger.openEvent', { type: line.provenance.eventType ?? '', id: line.provenance.eventId })}>
                      {line.provenance.eventId}
                    </button>
                    {line.provenance.eventType && <div className="text-xs text-muted">{line.provenance.eventType}</div>}
                  </td>
                  <td className={`${td} ${mono}`}>{line.provenance.stream ?? '—'}</td>
                  <td className={`${td} tabular-nums`}>{line.provenance.streamRevision ?? '—'}</td>
                  <td className={`${td} tabular-nums`}>{line.provenance.globalPosition}</td>
                  <td className={`${td} ${mono}`}>{line.provenance.correlationId ?? '—'}</td>
                  <td className={`${td} ${mono}`}>{line.provenance.causationId ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
