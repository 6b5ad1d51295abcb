import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StatementFilter, StatementKind } from '@barteraid/events/contracts/statement';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/input';
import { currentLocale } from '../../i18n';
import { useSession } from '../../lib/session';
import { statementCsvUrl } from './queries';
import { recentMonths } from './statement-months';

/** The kinds, in order (a Record, so a kind the contract gains is a type error here); their words are `statement:kinds`. */
const kindOrder: Record<StatementKind, number> = { earned: 0, spent: 1, hold: 2, release: 3 };
// The contract's list is a value beside zod schemas; the client takes its types only.
const statementKinds = Object.keys(kindOrder) as StatementKind[];

export const isStatementKind = (value: string | null): value is StatementKind => statementKinds.some((kind) => kind === value);

/** `onChange` is told the one filter changed. */
export function StatementFilters({ filter, onChange }: { filter: StatementFilter; onChange(change: Partial<StatementFilter>): void }) {
  const { t } = useTranslation('statement');
  const { user } = useSession();
  const joined = user ? new Date(user.createdAt) : null;
  return (
    <form role="search" aria-label={t('filters.label')} className="flex flex-wrap items-end gap-4" onSubmit={(event) => event.preventDefault()}>
      <Field label={t('filters.month')} className="w-full sm:w-52">
        <Select value={filter.month ?? ''} onChange={(event) => onChange({ month: event.target.value || undefined })}>
          <option value="">{t('filters.allMonths')}</option>
          {recentMonths(currentLocale(), new Date(), joined).map((month) => (
            <option key={month.value} value={month.value}>{month.label}</option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.kind')} className="w-full sm:w-52">
        <Select value={filter.kind ?? ''} onChange={(event) => onChange({ kind: isStatementKind(event.target.value) ? event.target.value : undefined })}>
          <option value="">{t('filters.allKinds')}</option>
          {statementKinds.map((kind) => (
            <option key={kind} value={kind}>{t(`kinds.${kind}`)}</option>
          ))}
        </Select>
      </Field>
      <a
        href={statementCsvUrl(filter)}
        download
        className="inline-flex h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-ink hover:bg-slate-50 focus:outline-none focus:ring-2 focus:ring-brand-600"
      >
        <Download aria-hidden="true" className="h-4 w-4" /> {t('filters.csv')}
      </a>
    </form>
  );
}
