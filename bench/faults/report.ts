/** The benchmark's result: one JSON document, and the same figures as readable tables. */
import type { InvariantReport, LogFold, ReadModelReport } from '../../test/support/invariants';
import type { DropRecord, KillRecord, RestartRecord } from './chaos';
import type { ServiceName } from './cluster';
import type { OpStats } from './load';
import type { QuietStatus } from './quiet';
import type { AcknowledgedReport, HttpBalanceReport } from './verify';

export interface FaultReport {
  at: string;
  loadSeconds: number;
  users: number;
  setupMembers: number;
  operations: Record<string, OpStats>;
  totals: Omit<OpStats, 'byStatus'>;
  retries: number;
  kills: Record<ServiceName, number>;
  killLog: KillRecord[];
  /** FAULT_DROPS=1: every backend of the database terminated, each time. */
  drops: DropRecord[];
  /** FAULT_PG_RESTART=1: the benchmark's own PostgreSQL server restarted, each time. */
  pgRestarts: RestartRecord[];
  /** Services that exited though nobody killed or stopped them. */
  unexpectedExits: Record<ServiceName, number>;
  quiet: QuietStatus;
  log: Pick<InvariantReport, 'head' | 'events' | 'members' | 'trades' | 'tradesByStatus' | 'openHolds' | 'totals' | 'counts'>;
  credit: CreditFigures;
  violations: InvariantReport['violations'];
  readModels: ReadModelReport;
  http: HttpBalanceReport;
  acknowledged: AcknowledgedReport;
  /** Every kind of failure, 0 when the run found nothing wrong. */
  failures: Record<string, number>;
  logDir: string;
}

/** How far the members with a line went into it: the workload must really spend below zero. */
export interface CreditFigures {
  linedMembers: number;
  belowZero: number;
  deepestCents: number;
  spentIntoLines: number;
  overrides: number;
}

export function creditFiguresOf(fold: LogFold, linedMembers: number): CreditFigures {
  let belowZero = 0;
  let deepestCents = 0;
  for (const ledger of fold.ledgers.values()) {
    if (ledger.balanceCents < 0) belowZero++;
    deepestCents = Math.min(deepestCents, ledger.balanceCents);
  }
  return { linedMembers, belowZero, deepestCents, spentIntoLines: fold.spentIntoLines, overrides: fold.overrides };
}

export function totalsOf(operations: Record<string, OpStats>): Omit<OpStats, 'byStatus'> {
  const totals = { attempted: 0, ok: 0, refused: 0, serverError: 0, network: 0, timeout: 0 };
  for (const stats of Object.values(operations)) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += stats[key];
  }
  return totals;
}

export function failuresOf(report: Omit<FaultReport, 'failures'>): Record<string, number> {
  return {
    ...report.log.counts,
    unexpected_exit: Object.values(report.unexpectedExits).reduce((sum, count) => sum + count, 0),
    not_ready_10s_after_drop: report.drops.filter((drop) => drop.readySeconds === null).length,
    quiet_not_reached: report.quiet.reached ? 0 : 1,
    read_model_mismatch: report.readModels.mismatches.length,
    http_balance_mismatch: report.http.mismatches.length + report.http.unreachable.length,
    acknowledged_but_lost: report.acknowledged.lost.length,
    duplicate_grant: report.acknowledged.duplicateGrants.length,
  };
}

const table = (header: string[], rows: (string | number)[][]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

/** Markdown tables, as pasted into docs/benchmarks.md. */
export function formatReport(report: FaultReport): string {
  const operations = table(
    ['operation', 'attempted', 'ok', 'refused (4xx)', '5xx', 'network error', 'timeout'],
    [
      ...Object.entries(report.operations)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, stats]) => [name, stats.attempted, stats.ok, stats.refused, stats.serverError, stats.network, stats.timeout]),
      ['**total**', report.totals.attempted, report.totals.ok, report.totals.refused, report.totals.serverError, report.totals.network, report.totals.timeout],
    ],
  );
  const kills = table(
    ['service', 'kill -9', 'exited by itself'],
    Object.entries(report.kills).map(([name, count]) => [name, count, report.unexpectedExits[name as ServiceName]]),
  );
  const answers = Object.values(report.operations).reduce<Record<string, number>>((all, stats) => {
    for (const [status, count] of Object.entries(stats.byStatus)) if (!status.startsWith('2')) all[status] = (all[status] ?? 0) + count;
    return all;
  }, {});
  const readySeconds = report.drops.map((drop) => drop.readySeconds).filter((seconds): seconds is number => seconds !== null).sort((a, b) => a - b);
  const backends = report.drops.reduce<Record<string, number>>((all, drop) => {
    for (const [state, count] of Object.entries(drop.backends)) all[state] = (all[state] ?? 0) + count;
    return all;
  }, {});
  const database = [
    report.drops.length > 0
      ? `Connection drops: ${report.drops.length}, ${Object.entries(backends).map(([state, count]) => `${count} ${state}`).join(', ')} backends terminated; ` +
        `gateway ready again after a median ${readySeconds[Math.floor(readySeconds.length / 2)] ?? '—'} s, at most ${readySeconds.at(-1) ?? '—'} s, not within 10 s ${report.drops.length - readySeconds.length} times.`
      : '',
    report.pgRestarts.length > 0
      ? `PostgreSQL restarts: ${report.pgRestarts.map((restart) => `at ${restart.atSeconds} s, pg_ctl ${restart.restartSeconds} s, ready after ${restart.readySeconds ?? 'more than 30'} s`).join('; ')}.`
      : '',
    `Final answers other than 2xx, by status: ${JSON.stringify(answers)}.`,
  ].filter(Boolean);
  const failures = table(
    ['check', 'violations'],
    Object.entries(report.failures).map(([name, count]) => [name, count]),
  );
  const log = report.log;
  return [
    `Load ${report.loadSeconds} s, ${report.users} virtual users, ${report.setupMembers} members to start with; ${report.retries} requests sent again after a network error or 5xx.`,
    '',
    operations,
    '',
    kills,
    '',
    ...database,
    '',
    `Quiet after ${report.quiet.waitedSeconds} s: ${report.quiet.reached ? 'yes' : 'NO'} (log head ${report.quiet.head}, slowest projection ${report.quiet.slowestProjection.name} at ${report.quiet.slowestProjection.position}, ${report.quiet.tradesSettling} trades settling).`,
    `Log: ${log.events} events, ${log.members} members, ${log.trades} trades ${JSON.stringify(log.tradesByStatus)}, ${log.openHolds} open holds; ` +
      `HTTP balances compared for ${report.http.compared} of ${report.http.members} members; acknowledged writes ${JSON.stringify(report.acknowledged.acknowledged)}; ` +
      `repaired by the reconciliation ${JSON.stringify(report.acknowledged.repairs)}.`,
    `Credit lines: ${report.credit.linedMembers} members with a line, ${report.credit.spentIntoLines} holds or debits that took a balance + held below zero, ` +
      `${report.credit.belowZero} balances below zero at the end (the deepest ${(report.credit.deepestCents / 100).toFixed(2)}), ${report.credit.overrides} admin overrides past a line.`,
    '',
    failures,
  ].join('\n');
}
