import { errorFields, latestVerification, log, recordAnchor, recordVerification, verifyLog, type Db } from '@barteraid/infra';

/** Between two anchors and verifications. */
export const AUDIT_EVERY_MS = 10 * 60 * 1000;
/** Between two verifications of the whole log; the ones between check only what was written since. */
export const WHOLE_EVERY_MS = 24 * 60 * 60 * 1000;
/** The first one waits this long after the start, so a starting server is not slowed by it. */
const FIRST_AFTER_MS = 60 * 1000;

/**
 * Every ten minutes, anchors the log's head and verifies the hash chains and the newest anchor,
 * recording the outcome for the admin pages ("Ledger verified … through position N") and logging a
 * break as an error. Each anchor's hash also goes to the log, a witness kept apart from the database.
 *
 * The first verification after a start, one a day, and every one after a break recompute every
 * hash of the log; the others recompute only the events written since the last verification
 * (chained to the events it checked) and check the newest anchor, which covers the heads of every
 * stream. So a large log is not read whole every ten minutes, and an event changed in place is
 * still found within a day; a break stays reported until a whole verification finds the log sound.
 */
export class LogAudit {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: { everyMs?: number; firstAfterMs?: number; wholeEveryMs?: number; clock?: () => number } = {},
  ) {}

  /** When this process last verified the whole log. */
  private wholeAt: number | null = null;

  start(): void {
    this.schedule(this.options.firstAfterMs ?? FIRST_AFTER_MS);
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error) => log.warn('log audit failed; it runs again at the next interval', errorFields(error)))
        .finally(() => {
          this.running = null;
          if (this.timer) this.schedule(this.options.everyMs ?? AUDIT_EVERY_MS);
        });
    }, ms);
    this.timer.unref();
  }

  /** Anchors, verifies and records once. */
  async runOnce(): Promise<void> {
    const anchor = await recordAnchor(this.db);
    if (anchor) log.info('event log anchored', { position: anchor.position, streams: anchor.streams, headsHash: anchor.headsHash });
    const now = (this.options.clock ?? Date.now)();
    const previous = await latestVerification(this.db);
    const whole = !previous?.ok || this.wholeAt === null || now - this.wholeAt >= (this.options.wholeEveryMs ?? WHOLE_EVERY_MS);
    const result = await verifyLog(this.db, whole || !previous ? {} : { afterPosition: previous.throughPosition });
    if (whole) this.wholeAt = now;
    await recordVerification(this.db, result);
    const problem = result.broken ?? result.anchor?.problem ?? null;
    if (problem) log.error('event log verification found a break', { broken: result.broken, anchor: result.anchor });
    else log.info('event log verified', { events: result.events, throughPosition: result.throughPosition, whole });
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
