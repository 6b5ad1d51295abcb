import { recordAnchor, recordVerification, verifyLog, type VerifyScope } from '@barteraid/infra';
import { progressBar } from '../progress';
import type { OpsSession } from '../session';

/**
 * Recomputes the hash chains in scope (and, for the whole log, checks the newest anchor); names
 * the first stream and revision that does not match and exits 1 on any break. A whole-log
 * verification is recorded, so admins see it.
 */
export async function verify(session: OpsSession, scope: VerifyScope): Promise<number> {
  const bar = progressBar(session.terminal, 'events', !session.json);
  const result = await verifyLog(session.db, scope, { onProgress: (checked, total) => bar.update(checked, total) });
  bar.finish();
  const whole = scope.stream === undefined && scope.memberId === undefined;
  if (whole) await recordVerification(session.db, result);
  const anchorProblem = result.anchor?.problem ?? null;
  const ok = result.broken === null && anchorProblem === null;
  session.print({ ok, ...result }, () => {
    const lines = [`Checked ${result.events} events in ${result.streams} streams, through position ${result.throughPosition}.`];
    if (result.broken) lines.push(`BROKEN: ${result.broken.stream} at revision ${result.broken.revision} (position ${result.broken.position}): ${result.broken.problem}.`);
    else lines.push('Every hash chain is whole.');
    if (result.anchor) {
      lines.push(
        anchorProblem
          ? `BROKEN: anchor at position ${result.anchor.position}: ${anchorProblem}.`
          : `Anchor at position ${result.anchor.position} (${result.anchor.createdAt.toISOString()}, ${result.anchor.headsHash}) matches the log.`,
      );
    } else if (whole) lines.push('No anchor recorded yet (ops anchor records one).');
    return lines.join('\n');
  });
  return ok ? 0 : 1;
}

/** Records an anchor at the log's head now, and prints its hash: keep it somewhere apart from the database. */
export async function anchor(session: OpsSession): Promise<number> {
  const recorded = await recordAnchor(session.db);
  if (!recorded) {
    session.terminal.err('The log is empty: nothing to anchor.');
    return 1;
  }
  session.print(recorded, () => `Anchored position ${recorded.position} (${recorded.streams} streams): ${recorded.headsHash}`);
  return 0;
}
