import { errorFields, failpoint, log, ProcessCheckpoint, type Db, type EventStore, type JobQueue, type RecordedEvent, type Subscription } from '@barteraid/infra';
import { SETTLEMENT_ENDINGS } from './settle-trade';

export const SETTLEMENT_QUEUE = 'settlement';
const PROCESS = 'settlement';

/** The events after which a trade has credits to move (or holds to return): an administrator's dispute decision is one. */
const ENDINGS = SETTLEMENT_ENDINGS;

export interface SettlementJob {
  tradeId: string;
}

/** How long a checkpoint past batches without endings may wait before it is written. */
const CHECKPOINT_EVERY_MS = 1000;

/**
 * Follows the global log and enqueues one settlement job per ended trade (job id = trade id).
 * Its checkpoint is a `process` row of the shared checkpoint table, which read-your-writes ignores.
 * The checkpoint moves only after the jobs are enqueued, so a crash re-enqueues rather than
 * forgets (at least once; the jobs are idempotent). Past a batch with no ending it is written at
 * most once a second (a crash then only reads those events again): under a busy log, a write per
 * batch was a third of the embedded database's work.
 */
export class SettlementReactor {
  private subscription: Subscription | null = null;
  /** Where the checkpoint may move to, and when it was last written. */
  private pending = 0;
  private writtenAt = 0;
  private timer: NodeJS.Timeout | null = null;

  private readonly place: ProcessCheckpoint;

  constructor(
    db: Db,
    private readonly store: EventStore,
    private readonly queue: JobQueue,
  ) {
    this.place = new ProcessCheckpoint(db, PROCESS);
  }

  checkpoint(): Promise<number> {
    return this.place.read();
  }

  async start(): Promise<void> {
    await this.place.ensure(0);
    this.subscription = this.store.subscribeToAll({
      after: await this.checkpoint(),
      handle: (batch) => this.handle(batch),
      // It reads trade ids alone: no event's personal data is opened for it.
      opening: new Set(),
      onError: (error) => log.error('settlement reactor batch failed; retrying', errorFields(error)),
    });
  }

  async handle(batch: RecordedEvent[]): Promise<void> {
    if (batch.length === 0) return;
    for (const event of batch) {
      if (!ENDINGS.has(event.type)) continue;
      const tradeId = (event.data as { tradeId?: unknown }).tradeId;
      if (typeof tradeId === 'string') await this.queue.add<SettlementJob>(SETTLEMENT_QUEUE, { tradeId }, { jobId: tradeId });
    }
    // Jobs queued, checkpoint not yet moved: a restart queues them again (job ids dedupe them).
    failpoint('settlement-reactor.before-checkpoint');
    this.pending = Math.max(this.pending, batch[batch.length - 1]!.position);
    const ended = batch.some((event) => ENDINGS.has(event.type));
    const due = this.writtenAt + CHECKPOINT_EVERY_MS - Date.now();
    if (ended || due <= 0) return this.writeCheckpoint();
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.writeCheckpoint().catch((error) => log.warn('settlement checkpoint not written; the next batch writes it', errorFields(error)));
    }, due);
  }

  private async writeCheckpoint(): Promise<void> {
    const position = this.pending;
    this.writtenAt = Date.now();
    await this.place.move(position);
  }

  async caughtUp(position: number, timeoutMs?: number): Promise<boolean> {
    return this.subscription ? this.subscription.caughtUp(position, timeoutMs) : false;
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
      await this.writeCheckpoint();
    }
  }
}
