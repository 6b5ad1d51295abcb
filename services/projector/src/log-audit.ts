import { errorFields, log, recordAnchor, recordVerification, verifyLog, type Db } from '@barteraid/infra';

/** Between two anchors and verifications of the whole log. */
export const AUDIT_EVERY_MS = 10 * 60 * 1000;
/** The first one waits this long after the start, so a starting server is not slowed by it. */
const FIRST_AFTER_MS = 60 * 1000;

/**
 * Every ten minutes, anchors the log's head and verifies every hash chain and the newest anchor,
 * recording the outcome for the admin pages ("Ledger verified …" or the break) and logging a break
 * as an error. Each anchor's hash also goes to the log, a witness kept apart from the database.
 */
export class LogAudit {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: { everyMs?: number; firstAfterMs?: number } = {},
  ) {}

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
    const result = await verifyLog(this.db);
    await recordVerification(this.db, result);
    const problem = result.broken ?? result.anchor?.problem ?? null;
    if (problem) log.error('event log verification found a break', { broken: result.broken, anchor: result.anchor });
    else log.info('event log verified', { events: result.events, throughPosition: result.throughPosition });
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
