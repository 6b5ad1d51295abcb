import { deterministicId, streams, type DomainEvent } from '@barteraid/events';
import { errorFields, failpoint, log, ProcessCheckpoint, readModelsAt, type Db, type EventStore, type ReadModelProgress, type RecordedEvent, type Subscription } from '@barteraid/infra';
import { decideAcross, stateOf, type CommandContext, type PlannedWrite } from '../command-handling';
import { commandDbOf } from '../read-models';
import type { Clock } from '../command-handling';
import { findMatches } from './find-matches';
import { helperAlertsDecider, listingMatchesDecider } from './matches';

const PROCESS = 'alerts';
const LISTING_TERMS = new Set(['ListingPosted', 'ListingRevised']);

export interface AlertReactorOptions {
  db: Db;
  store: EventStore;
  clock?: Clock;
  /** Where the read models stand: recipients, names and preferences are read from them. */
  readModels: ReadModelProgress;
  /** How long to wait for the read models to reach a listing's event before the batch is tried again. */
  readModelWaitMs?: number;
}

/** The id of what a listing event's matching wrote: the same event always decides the same ids. */
export const matchEventId = (causeEventId: string) => deterministicId('alert-matches', causeEventId);
export const helperEventId = (memberId: string, listingId: string) => deterministicId('helper-alerted', memberId, listingId);

/**
 * Follows the log from its own checkpoint (a `process` row) and, for each listing posted or revised,
 * finds the saved alerts and helpers it reaches and records them on the listing's
 * `alert_matches-<id>` stream (and each helper's `helper_alerts-<id>`, which holds the daily cap),
 * in one atomic append with ids derived from the listing event. Deciding again after a crash (the
 * checkpoint not yet moved) finds the listing's stream already holding those alerts, so nothing is
 * recorded twice; the bell and the digests follow from the recorded event. A first start begins at
 * the log's head: alerts are about listings from now on.
 */
export class AlertReactor {
  private subscription: Subscription | null = null;
  private readonly place: ProcessCheckpoint;
  /** Where the checkpoint may move to, and when it was last written. */
  private pending = 0;
  private writtenAt = 0;

  constructor(private readonly options: AlertReactorOptions) {
    this.place = new ProcessCheckpoint(options.db, PROCESS);
  }

  checkpoint(): Promise<number> {
    return this.place.read();
  }

  async start(): Promise<void> {
    const { store } = this.options;
    await this.place.ensure(await store.headPosition());
    this.subscription = store.subscribeToAll({
      after: await this.checkpoint(),
      handle: (batch) => this.handle(batch),
      // Only the listing events it matches are opened.
      opening: LISTING_TERMS,
      onError: (error) => log.warn('alert reactor batch failed; retrying', errorFields(error)),
    });
  }

  async handle(batch: RecordedEvent[]): Promise<void> {
    const listings = batch.filter((event) => LISTING_TERMS.has(event.type));
    if (listings.length > 0) {
      // Alerts, areas, blocks and listings come from the read models: they must have seen the event.
      await readModelsAt(this.options.readModels, listings[listings.length - 1]!.position, this.options.readModelWaitMs);
      for (const event of listings) await this.react(event);
      // Matches recorded, checkpoint not moved: a restart decides them again and finds them recorded.
      failpoint('alert-reactor.before-checkpoint');
    }
    if (batch.length === 0) return;
    this.pending = batch[batch.length - 1]!.position;
    // Past batches without listings (nearly all) the checkpoint is written at most once a second, as
    // the mail reactor's: a crash then only reads those events again, and they match nothing.
    if (listings.length > 0 || Date.now() - this.writtenAt >= 1000) await this.writeCheckpoint();
  }

  private async writeCheckpoint(): Promise<void> {
    const position = this.pending;
    this.writtenAt = Date.now();
    if (position === 0) return;
    await this.place.move(position);
  }

  /** Finds what one listing event reaches and records it, once. Answers the position written, or null. */
  async react(recorded: RecordedEvent): Promise<number | null> {
    const { db, store } = this.options;
    const listingId = (recorded.data as { listingId: string }).listingId;
    const now = (this.options.clock ?? (() => new Date()))();
    const found = await findMatches(commandDbOf(db), listingId, now);
    if (!found || (found.matches.length === 0 && found.helpers.length === 0)) return null;
    const context: CommandContext = { store, actorId: null, correlationId: recorded.metadata.correlationId, causationId: recorded.id, now: () => now };
    const at = now.toISOString();
    return decideAcross<number | null>(
      context,
      async () => {
        const matchStream = streams.alertMatches(listingId);
        const helperStreams = found.helpers.map((memberId) => streams.helperAlerts(memberId));
        const read = await Promise.all([matchStream, ...helperStreams].map((name) => store.readStream(name)));
        const reached = stateOf(read[0]!, listingMatchesDecider);
        const writes: PlannedWrite[] = [];
        const admitted: string[] = [];
        found.helpers.forEach((memberId, index) => {
          const loaded = stateOf(read[index + 1]!, helperAlertsDecider);
          if (reached.state.status === 'matched' && reached.state.helpers.has(memberId)) return;
          const events = helperAlertsDecider.decide({ type: 'AlertHelper', memberId, listingId, now: at }, loaded.state);
          if (events.length === 0) return;
          admitted.push(memberId);
          writes.push({ streamName: helperStreams[index]!, expected: loaded.expected, events, eventIds: () => helperEventId(memberId, listingId) });
        });
        const events = listingMatchesDecider.decide(
          { type: 'RecordMatches', listing: found.listing, causeEventId: recorded.id, matches: found.matches, helpers: admitted, now: at },
          reached.state,
        );
        if (events.length === 0) return { done: null };
        writes.unshift({ streamName: matchStream, expected: reached.expected, events: events as DomainEvent[], eventIds: () => matchEventId(recorded.id) });
        // Decided, not yet recorded: a crash here records nothing, and the restart decides the same again.
        failpoint('alerts.before-record');
        return { writes, answer: (position) => position };
      },
      { retries: 5, deterministicIds: true },
    );
  }

  async caughtUp(position: number, timeoutMs?: number): Promise<boolean> {
    return this.subscription ? this.subscription.caughtUp(position, timeoutMs) : false;
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = null;
    await this.writeCheckpoint();
  }
}
